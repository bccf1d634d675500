import { z } from 'zod';
import { courseSlug, courseSlugFields } from '../common/course-slug';
import { metaDescription } from '../common/meta-description';
import { videoLink } from '../common/video-link';
import { coursePlaceSchema } from './course-place';
import {
  COURSE_MODES,
  COURSE_STATUSES,
  DEFAULT_V2_DURATION,
  EXAM_TYPES,
  LIMITS,
} from '../constants';
import {
  instructorRef,
  instructorSummary,
  linkText,
  nonBlankTextList,
  objectId,
  optionalText,
  price,
  requiredText,
  storedFields,
} from '../common/fields';

/** Both prices are optional; an empty field (null) means unset. */
export const coursePricesSchema = z
  .strictObject({
    hourly: price.nullable().optional(),
    package: price.nullable().optional(),
  })
  .default({});

/** What the admin v2 course form sends (create and full update). */
export const courseV2InputSchema = z.strictObject({
  title: requiredText('Title'),
  /** The course's path URL; blank: made from the title (unique, kept when the title changes). */
  slug: courseSlug,
  /** For search results and previews; blank: the description, cut near 160 characters. */
  metaDescription,
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(
      LIMITS.v2DescriptionMax,
      `Description must be at most ${LIMITS.v2DescriptionMax} characters.`,
    ),
  image: linkText,
  /** A preview video ('Preview Course' / 'Watch Video'); blank: the button is not shown. */
  videoUrl: videoLink,
  examType: z.enum(EXAM_TYPES, { error: 'Exam type is required.' }).default('IB'),
  subjects: nonBlankTextList(),
  features: nonBlankTextList(),
  syllabusSummary: nonBlankTextList(),
  highlights: nonBlankTextList(),
  duration: optionalText(200).transform((value) => value || DEFAULT_V2_DURATION),
  mode: z
    .enum(COURSE_MODES, { error: 'Mode must be One-on-One or Small Group.' })
    .default('One-on-One'),
  price: coursePricesSchema,
  instructor: instructorRef,
  /** Demo classes may be booked with any tutor who has hours, not only the instructor. */
  anyTutor: z.boolean({ error: 'Any tutor must be true or false.' }).default(false),
  status: z.enum(COURSE_STATUSES, { error: 'Status must be draft or published.' }).default('draft'),
  category: optionalText(100),
  /** Shown first on the home page, in the order admins set (PUT /coursesv2/order). */
  featured: z.boolean({ error: 'Featured must be true or false.' }).default(false),
  /** Where the classes are: online or in person; the invitations carry it. */
  place: coursePlaceSchema,
});

export const courseV2Schema = courseV2InputSchema.extend({
  ...storedFields,
  ...courseSlugFields,
  price: z.object({
    hourly: z.number().nullable().optional(),
    package: z.number().nullable().optional(),
  }),
  instructor: instructorSummary.nullable(),
  /** A featured course's place in the home page's order (from 0); null until an order is set. */
  featuredRank: z.number().int().nullable().default(null),
});

/** PUT /coursesv2/order: every featured course's id, each once, in the order the home page shows them. */
export const courseV2OrderSchema = z.strictObject({
  ids: z
    .array(objectId, { error: 'Ids must be a list of course ids.' })
    .max(500, 'At most 500 courses.')
    .refine((ids) => new Set(ids).size === ids.length, 'Each course may appear only once.'),
});

export type CourseV2Input = z.input<typeof courseV2InputSchema>;
export type CourseV2Data = z.output<typeof courseV2InputSchema>;
export type CourseV2 = z.infer<typeof courseV2Schema>;
