import { TZDate, tzOffset } from '@date-fns/tz';

/** A calendar day as the institute names it, and a time on it in minutes after midnight. */
export interface WallTime {
  date: string;
  minutes: number;
}

/**
 * The instant a wall-clock time on a date has in a time zone, or undefined when that time does
 * not happen there (the hour skipped when clocks go forward). Of a time that happens twice
 * (clocks going back), the first.
 */
export function instantOf({ date, minutes }: WallTime, timeZone: string): Date | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const hours = Math.floor(minutes / 60);
  const zoned = new TZDate(year, month - 1, day, hours, minutes % 60, timeZone);
  // 24:00 is the next day's midnight; any other time must read back as itself.
  if (minutes < 24 * 60 && (zoned.getHours() !== hours || zoned.getMinutes() !== minutes % 60)) {
    return undefined;
  }
  return new Date(zoned.getTime());
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * instantOf for many times of one day, fast: on a day whose offset is the same at both ends
 * (every day but the two a year when clocks change) each time is the day's UTC midnight plus
 * its minutes less the offset, with no zone lookup; on the others each time is looked up.
 */
export function instantsOfDay(
  date: string,
  timeZone: string,
): (minutes: number) => Date | undefined {
  const utcMidnight = Date.parse(`${date}T00:00:00.000Z`);
  const offsetAtStart = tzOffset(timeZone, new Date(utcMidnight - 14 * 60 * MINUTE));
  const offsetAtEnd = tzOffset(timeZone, new Date(utcMidnight + DAY + 14 * 60 * MINUTE));
  if (offsetAtStart !== offsetAtEnd) return (minutes) => instantOf({ date, minutes }, timeZone);
  return (minutes) => new Date(utcMidnight + (minutes - offsetAtStart) * MINUTE);
}

/** Where an instant falls on the wall clock of a time zone, with its weekday (0: Sunday). */
export function wallTimeOf(instant: Date, timeZone: string): WallTime & { weekday: number } {
  const zoned = new TZDate(instant.getTime(), timeZone);
  const date = [
    zoned.getFullYear(),
    String(zoned.getMonth() + 1).padStart(2, '0'),
    String(zoned.getDate()).padStart(2, '0'),
  ].join('-');
  return { date, minutes: zoned.getHours() * 60 + zoned.getMinutes(), weekday: zoned.getDay() };
}

/** The calendar day `count` days after `date` (calendar arithmetic: no zone involved). */
export function addDays(date: string, count: number): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + count);
  return next.toISOString().slice(0, 10);
}

/** The weekday of a calendar day, 0 for Sunday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00.000Z`).getUTCDay();

/**
 * A time as people read it in a zone: 'Monday 15 March 2027, 09:00 (America/New_York)'.
 * Composed from its parts: ICU versions differ in the commas and words they put between them.
 */
export function readableTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const date = `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
  return `${date}, ${part('hour')}:${part('minute')} (${timeZone})`;
}
