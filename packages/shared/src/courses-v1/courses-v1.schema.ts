import { z } from 'zod';
import { courseSlug, courseSlugFields } from '../common/course-slug';
import { metaDescription } from '../common/meta-description';
import { videoLink } from '../common/video-link';
import { LIMITS } from '../constants';
import {
  instructorRef,
  instructorSummary,
  linkText,
  optionalText,
  price,
  requiredText,
  storedFields,
  textList,
} from '../common/fields';

/** What the admin v1 course form sends (create and full update). */
export const courseV1InputSchema = z.strictObject({
  title: requiredText('Title'),
  /** The course's path URL; blank: made from the title (unique, kept when the title changes). */
  slug: courseSlug,
  tagline: optionalText(300),
  /** One of the settings' list; the server checks it against the list. */
  category: requiredText('Category', 60),
  /** For search results and previews; blank: the description, cut near 160 characters. */
  metaDescription,
  description: optionalText(2000),
  longDescription: optionalText(10_000),
  curriculum: textList(),
  price,
  duration: z
    .number({ error: 'Duration is required.' })
    .min(LIMITS.v1DurationMin, `Duration must be at least ${LIMITS.v1DurationMin} hour.`)
    .max(10_000, 'Duration is too long.'),
  instructor: instructorRef,
  imageUrl: linkText,
  thumbnail: linkText,
  /** A preview video ('Preview Course' / 'Watch Video'); blank: the button is not shown. */
  videoUrl: videoLink,
});

export const courseV1Schema = courseV1InputSchema.extend({
  ...storedFields,
  ...courseSlugFields,
  instructor: instructorSummary.nullable(),
});

export type CourseV1Input = z.input<typeof courseV1InputSchema>;
export type CourseV1Data = z.output<typeof courseV1InputSchema>;
export type CourseV1 = z.infer<typeof courseV1Schema>;
