import { courseV1Collection, type CourseV1 } from '@tutoring/shared';
import { z } from 'zod';
import { formValuesOf, idOf } from '../../../../lib/form-values';

/** docs/PRODUCT.md section 5: curriculum is typed comma-separated, then split and trimmed. */
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
export const courseV1FormSchema = courseV1Collection.input.extend({
  // The select starts on its '' placeholder; the API's enum then refuses it as required.
  category: z.string().pipe(courseV1Collection.input.shape.category),
  curriculum: z.string().transform(splitCurriculum),
  instructor: z
    .string()
    .min(1, 'Instructor is required.')
    .transform((id) => ({ _id: id })),
});

export type CourseV1FormValues = z.input<typeof courseV1FormSchema>;
export type CourseV1FormOutput = z.output<typeof courseV1FormSchema>;

/** The input schema's fields as the form holds them (price and duration absent until typed). */
type CourseV1FormValuesOf<S extends z.ZodObject> = Omit<z.input<S>, 'curriculum' | 'instructor'> & {
  curriculum: string;
  instructor: string;
};

/**
 * Add opens with the input schema's defaults and blanks (price and duration empty: no number
 * yet), Edit with the course's input fields; either way the curriculum is one text, its topics
 * joined by ', ', and the instructor is reduced to its id.
 */
export function courseV1FormValues<S extends z.ZodObject>(
  schema: S,
  course: CourseV1 | null,
): CourseV1FormValuesOf<S> {
  const values = formValuesOf(schema, course) as Record<string, unknown>;
  const curriculum = Array.isArray(values.curriculum) ? values.curriculum : [];
  const formValues = {
    ...values,
    curriculum: curriculum.join(', '),
    instructor: idOf(values.instructor),
  };
  return formValues as CourseV1FormValuesOf<S>;
}
