import { aboutContentCollection, aboutValueSchema, type AboutContent } from '@tutoring/shared';
import { z } from 'zod';
import { formValuesOf } from '../../../lib/form-values';

const { input } = aboutContentCollection;

/** A value as the form holds it: every field of the value schema's input, blank when new. */
export type ValueRow = Required<z.input<typeof aboutValueSchema>>;

/** A value row's fields (a new row: blanks). */
export const rowOf = (value: object | null) => formValuesOf(aboutValueSchema, value) as ValueRow;

const isBlank = (row: { title: string; description?: string | undefined }) =>
  !row.title.trim() && !row.description?.trim();

/**
 * The API's schema, but rows left entirely empty are dropped rather than refused; a row with a
 * description and no title is still refused ('Value title is required.').
 */
export const aboutContentFormSchema = input.extend({
  values: z
    .array(z.object({ title: z.string(), description: z.string().optional() }))
    .transform((rows) => rows.filter((row) => !isBlank(row)))
    .pipe(input.shape.values.unwrap()),
});

export type AboutContentFormInput = z.input<typeof aboutContentFormSchema>;

/** The content's fields as the form holds them. */
export function aboutContentFormValues(about: AboutContent): AboutContentFormInput {
  const start = formValuesOf(input, about);
  return { history: start.history ?? '', values: (start.values ?? []).map(rowOf) };
}
