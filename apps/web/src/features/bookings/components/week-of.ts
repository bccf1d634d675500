import { dayKey, visitorTimeZone } from '../../../lib/zoned-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (YYYY-MM-DD) of the week a calendar day is in. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The seven days (YYYY-MM-DD) of the week starting `monday`. */
export function daysOfWeek(monday: string): string[] {
  const start = Date.parse(`${monday}T00:00:00.000Z`);
  return Array.from({ length: 7 }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The Monday `weeks` weeks from `monday`. */
export const shiftWeek = (monday: string, weeks: number) =>
  new Date(Date.parse(`${monday}T00:00:00.000Z`) + weeks * 7 * DAY_MS).toISOString().slice(0, 10);

/** A valid YYYY-MM-DD, or undefined. */
export function parseDay(value: string | null): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  return Number.isNaN(time) ? undefined : value;
}

/** Today as a calendar day in the viewer's own zone: the week a calendar opens on. */
export const today = () => dayKey(new Date().toISOString(), visitorTimeZone());
