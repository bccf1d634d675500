import { dayKey } from '../../../lib/zoned-format';

const DAY_MS = 24 * 60 * 60 * 1000;
const at = (date: string) => Date.parse(`${date}T00:00:00.000Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Calendar-day arithmetic on YYYY-MM-DD (no zone: a day is a day). */
export const addDays = (date: string, days: number) => dateOf(at(date) + days * DAY_MS);

/** The Monday of the week `date` is in. */
export const mondayOf = (date: string) =>
  addDays(date, -((new Date(at(date)).getUTCDay() + 6) % 7));

/** The first and last day of the month `date` is in. */
export function monthOf(date: string): { first: string; last: string } {
  const first = `${date.slice(0, 7)}-01`;
  const next = new Date(at(first));
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { first, last: addDays(dateOf(next.getTime()), -1) };
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Today in a zone (the institute's): the day a register or a calendar opens on. */
export const todayIn = (timeZone: string) => dayKey(new Date().toISOString(), timeZone);
