import { z } from 'zod';

/**
 * A query-string value where a blank (as a cleared filter sends it) means "not given".
 * Query values arrive as strings; a repeated key arrives as an array and is refused.
 */
export function blankMeansAbsent<Output>(schema: z.ZodType<Output, string>) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? undefined : value))
    .pipe(schema.optional())
    .optional();
}

/** A whole number from the query string (or a number, when a client parses its own state). */
export function wholeNumber(label: string, min: number, max: number) {
  return z.coerce
    .number<string | number>({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);
}

/** wholeNumber, and `fallback` when it is not given. */
export function wholeNumberParam(label: string, min: number, max: number, fallback: number) {
  return wholeNumber(label, min, max).default(fallback);
}

/** page (from 1) and limit (1–100, default 50) of a paginated list. */
export const paginationParams = {
  page: wholeNumberParam('Page', 1, 1_000_000, 1),
  limit: wholeNumberParam('Limit', 1, 100, 50),
};

/** A list's order as the query string says it: a field name, '-' in front for descending. */
export type SortValue<Field extends string> = Field | `-${Field}`;

/** The values a sort may take: each field, ascending (`name`) or descending (`-name`). */
export function sortValues<const Field extends string>(fields: readonly Field[]) {
  const allowed = fields.flatMap((field) => [field, `-${field}`]) as [
    SortValue<Field>,
    ...SortValue<Field>[],
  ];
  return z
    .enum(allowed, { error: `Sort must be one of ${allowed.join(', ')}.` })
    .describe(`One of ${allowed.join(', ')} ('-' for descending).`);
}

/**
 * A list's `sort` parameter: one of `fields`, ascending (`name`) or descending (`-name`);
 * absent or blank means `fallback`. Anything else is refused naming the allowed values.
 * `sortParam(['createdAt', 'name'] as const, '-createdAt')`.
 */
export function sortParam<const Field extends string>(
  fields: readonly Field[],
  fallback: SortValue<Field>,
) {
  const values = sortValues(fields);
  return blankMeansAbsent(values)
    .transform((value) => value ?? fallback)
    .describe(`${values.description ?? ''} Default ${fallback}.`);
}

/** The field and direction a sort value names: '-createdAt' → createdAt, descending. */
export function sortFieldOf<Field extends string>(
  value: SortValue<Field>,
): { field: Field; direction: 1 | -1 } {
  const descending = value.startsWith('-');
  return { field: (descending ? value.slice(1) : value) as Field, direction: descending ? -1 : 1 };
}

/** The envelope fields every paginated answer carries beside its items. */
export const paginationFields = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
};

/** A calendar date YYYY-MM-DD that exists (2024-02-30 does not). */
export const calendarDate = z
  .string()
  // abort: a text that is no date at all gets one message, not two.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use the date format YYYY-MM-DD.', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00.000Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'That date does not exist.');

/**
 * The query of a public read that takes no parameters: any key is a 400 naming it, so odd
 * query strings neither reach the database nor make new response-cache entries.
 */
export const noQueryParams = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`
        : undefined,
  },
);
