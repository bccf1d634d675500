import { courseV2Collection, objectId, type CourseV2 } from '@tutoring/shared';
import { z } from 'zod';
import { formValuesOf, idOf } from '../../../../lib/form-values';

/** The API's schema, but an unpicked instructor ('') reads "Instructor is required.". */
export const courseV2FormSchema = courseV2Collection.input.extend({
  instructor: z.string().min(1, 'Instructor is required.').pipe(objectId),
});

export type CourseV2FormInput = z.input<typeof courseV2FormSchema>;

export const LIST_FIELDS = [
  { name: 'subjects', label: 'Subjects', itemName: 'Subject' },
  { name: 'features', label: 'Features', itemName: 'Feature' },
  { name: 'syllabusSummary', label: 'Syllabus Summary', itemName: 'Syllabus Item' },
  { name: 'highlights', label: 'Highlights', itemName: 'Highlight' },
] as const;

type ListName = (typeof LIST_FIELDS)[number]['name'];

/**
 * What the form holds beyond the schema's input: docs/PRODUCT.md section 4's choices for the
 * editor.
 */
type EditorFields = Record<ListName, string[]> & {
  price: { hourly: number | null; package: number | null };
  instructor: string;
};

/** The form's values: the input schema's fields, as the editor holds them. */
export type CourseV2FormValues<S extends z.ZodObject = typeof courseV2Collection.input> = Omit<
  z.input<S>,
  keyof EditorFields
> &
  EditorFields;

/** An empty list still shows one row to type into; blank rows are dropped on submit. */
const rowsOf = (items: unknown) => (Array.isArray(items) && items.length > 0 ? [...items] : ['']);

/**
 * Add opens with the input schema's defaults (IB, One-on-One, draft…), Edit with the course's
 * input fields. Either way every list has a row to type into, both prices are present (null:
 * unset) and the instructor is reduced to its id.
 */
export function courseV2FormValues<S extends z.ZodObject>(
  schema: S,
  course: CourseV2 | null,
): CourseV2FormValues<S> {
  const values = formValuesOf(schema, course) as Record<string, unknown>;
  const price = (values.price ?? {}) as { hourly?: number | null; package?: number | null };
  const lists = Object.fromEntries(LIST_FIELDS.map(({ name }) => [name, rowsOf(values[name])]));
  return {
    ...values,
    ...lists,
    price: { hourly: price.hourly ?? null, package: price.package ?? null },
    instructor: idOf(values.instructor),
  } as CourseV2FormValues<S>;
}

/** An empty number field means "unset" (null), not 0. */
export function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return Number(value);
}
