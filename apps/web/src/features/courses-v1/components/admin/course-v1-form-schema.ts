import type { DefaultValues } from 'react-hook-form';
import { courseV1InputSchema, type CourseV1 } from '@tutoring/shared';
import { z } from 'zod';

/** SPEC.md section 5: curriculum is typed comma-separated, then split and trimmed. */
export function splitCurriculum(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * The form's own shape on top of the API's schema: curriculum as one text and the instructor
 * as the picked id. Its output is exactly the request body (instructor sent as { _id }).
 */
export const courseV1FormSchema = courseV1InputSchema.extend({
  // The select starts on its '' placeholder; the API's enum then refuses it as required.
  category: z.string().pipe(courseV1InputSchema.shape.category),
  curriculum: z.string().transform(splitCurriculum),
  instructor: z
    .string()
    .min(1, 'Instructor is required.')
    .transform((id) => ({ _id: id })),
});

export type CourseV1FormValues = z.input<typeof courseV1FormSchema>;
export type CourseV1FormOutput = z.output<typeof courseV1FormSchema>;

/** Price and duration start empty (no number yet). */
export function emptyCourseV1(): DefaultValues<CourseV1FormValues> {
  return {
    title: '',
    tagline: '',
    category: '',
    description: '',
    longDescription: '',
    curriculum: '',
    instructor: '',
    imageUrl: '',
    thumbnail: '',
  };
}

/** Edit opens prefilled: curriculum joined back into one text, the instructor as its id. */
export function courseV1ToForm(course: CourseV1): CourseV1FormValues {
  return {
    title: course.title,
    tagline: course.tagline,
    category: course.category,
    description: course.description,
    longDescription: course.longDescription,
    curriculum: course.curriculum.join(', '),
    price: course.price,
    duration: course.duration,
    instructor: course.instructor?._id ?? '',
    imageUrl: course.imageUrl,
    thumbnail: course.thumbnail,
  };
}
