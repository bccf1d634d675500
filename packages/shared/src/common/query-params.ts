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
export function wholeNumberParam(label: string, min: number, max: number, fallback: number) {
  return z.coerce
    .number<string | number>({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .default(fallback);
}

/** page (from 1) and limit (1–100, default 50) of a paginated list. */
export const paginationParams = {
  page: wholeNumberParam('Page', 1, 1_000_000, 1),
  limit: wholeNumberParam('Limit', 1, 100, 50),
};

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
