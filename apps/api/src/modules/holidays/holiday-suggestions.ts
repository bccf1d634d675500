import type { Holiday, HolidaySuggestionsQuery } from '@tutoring/shared';
import Holidays from 'date-holidays';

/**
 * A country's public holidays of a year, named in English, for staff to pick from: the
 * library's rules (moving feasts, lunar dates) rather than a list we would keep by hand.
 * Several holidays on one day are named together, since the list holds each date once.
 */
export function publicHolidaysOf({ country, year }: HolidaySuggestionsQuery): Holiday[] {
  const calendar = new Holidays(country, { languages: ['en'], types: ['public'] });
  const byDate = new Map<string, string[]>();
  for (const holiday of calendar.getHolidays(year, 'en')) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), holiday.name]);
  }
  return [...byDate]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, names]) => ({ date, name: [...new Set(names)].join(' / ').slice(0, 120) }));
}
