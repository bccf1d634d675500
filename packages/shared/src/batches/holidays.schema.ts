import { z } from 'zod';
import { requiredText } from '../common/fields';
import { calendarDate, wholeNumber } from '../common/query-params';

/** One day the institute is closed: batch sessions skip it. */
export const holidaySchema = z.strictObject({
  date: calendarDate,
  name: requiredText('Holiday name', 120),
});

/** PUT /holidays: the whole list, each date once (sorted by date when stored). */
export const holidaysInputSchema = z.strictObject({
  holidays: z
    .array(holidaySchema)
    .max(1000, 'At most 1000 holidays.')
    .refine(
      (days) => new Set(days.map((day) => day.date)).size === days.length,
      'Each date at most once.',
    )
    .transform((days) => [...days].sort((a, b) => (a.date < b.date ? -1 : 1))),
});

/** The countries whose public holidays staff may import. */
export const HOLIDAY_COUNTRIES = ['IN', 'AE'] as const;

/** GET /holidays/suggestions: a country's public holidays of a year. */
export const holidaySuggestionsQuerySchema = z.strictObject({
  country: z.enum(HOLIDAY_COUNTRIES, { error: 'Country must be IN or AE.' }),
  year: wholeNumber('Year', 2000, 2100),
});

export const holidaysSchema = z.object({ holidays: z.array(holidaySchema) });

export type Holiday = z.infer<typeof holidaySchema>;
export type HolidaysInput = z.input<typeof holidaysInputSchema>;
export type HolidaySuggestionsQuery = z.output<typeof holidaySuggestionsQuerySchema>;
