/**
 * Time zones for the API and the web alike, on the runtime's own zone data (no time-zone
 * library: the web's booking widget stays light, and both sides read the same zone data the
 * same way; wall-clock.ts reads it). Calendar days are 'YYYY-MM-DD' texts; a wall-clock time is
 * minutes after midnight.
 */
import { MONTHS, WEEKDAYS, zonedParts } from './wall-clock';

export { runtimeTimeZone, zonedParts, type ZonedParts } from './wall-clock';

/** A calendar day as a zone names it, and a time on it in minutes after midnight. */
export interface WallTime {
  date: string;
  minutes: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** No zone is further than 14 hours from UTC: a wall time's instant lies within this of it. */
const FURTHEST_OFFSET = 14 * 60 * MINUTE;

/** Where an instant falls on the wall clock of a time zone, with its weekday (0: Sunday). */
export function wallTimeOf(instant: Date, timeZone: string): WallTime & { weekday: number } {
  const { weekday, day, month, year, hour, minute } = zonedParts(instant, timeZone);
  const monthNumber = String(MONTHS.indexOf(month) + 1).padStart(2, '0');
  return {
    date: `${year.padStart(4, '0')}-${monthNumber}-${day.padStart(2, '0')}`,
    minutes: Number(hour) * 60 + Number(minute),
    weekday: (WEEKDAYS as readonly string[]).indexOf(weekday),
  };
}

/** The wall time as if it were UTC, in milliseconds: the zone's offset is the distance to it. */
const wallAsUtc = ({ date, minutes }: WallTime) =>
  Date.parse(`${date}T00:00:00.000Z`) + minutes * MINUTE;

/** A zone's offset from UTC at an instant, in minutes ('Asia/Kolkata': 330). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const wholeMinute = Math.floor(instant.getTime() / MINUTE) * MINUTE;
  return Math.round((wallAsUtc(wallTimeOf(instant, timeZone)) - wholeMinute) / MINUTE);
}

/**
 * The instant a wall-clock time on a date has in a time zone, or undefined when that time does
 * not happen there (the hour skipped when clocks go forward). Of a time that happens twice
 * (clocks going back), the first. 24:00 is the next day's midnight.
 */
export function instantOf(wall: WallTime, timeZone: string): Date | undefined {
  const asUtc = wallAsUtc(wall);
  const before = offsetMinutesAt(new Date(asUtc - FURTHEST_OFFSET), timeZone);
  const after = offsetMinutesAt(new Date(asUtc + FURTHEST_OFFSET), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset * MINUTE)
    .sort((a, b) => a - b);
  const midnightAfter = wall.minutes >= 24 * 60;
  const found = candidates.find((candidate) => {
    const read = wallTimeOf(new Date(candidate), timeZone);
    return wallAsUtc(read) === asUtc;
  });
  if (found !== undefined) return new Date(found);
  // A skipped midnight after the day: the day ends when the clocks jump.
  return midnightAfter ? new Date(asUtc - before * MINUTE) : undefined;
}

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
  const offsetAtStart = offsetMinutesAt(new Date(utcMidnight - FURTHEST_OFFSET), timeZone);
  const offsetAtEnd = offsetMinutesAt(new Date(utcMidnight + DAY + FURTHEST_OFFSET), timeZone);
  if (offsetAtStart !== offsetAtEnd) return (minutes) => instantOf({ date, minutes }, timeZone);
  return (minutes) => new Date(utcMidnight + (minutes - offsetAtStart) * MINUTE);
}

/** The calendar day `count` days after `date` (calendar arithmetic: no zone involved). */
export function addDays(date: string, count: number): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + count);
  return next.toISOString().slice(0, 10);
}

/** The weekday of a calendar day, 0 for Sunday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00.000Z`).getUTCDay();

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone: slots are grouped by it. */
export const dayKey = (iso: string, timeZone: string) => wallTimeOf(new Date(iso), timeZone).date;

/** 'Monday 15 March 2027' and '18:30': the two halves every longer text is made of. */
export function dateAndTimeText(instant: Date, timeZone: string): { date: string; time: string } {
  const { weekday, day, month, year, hour, minute } = zonedParts(instant, timeZone);
  return { date: `${weekday} ${day} ${month} ${year}`, time: `${hour}:${minute}` };
}

/**
 * The first instant of a calendar day in a zone: its midnight, or when the clocks jump past a
 * skipped midnight. Lead date filters and the funnel read whole days of the institute's zone.
 */
export function startOfDay(date: string, timeZone: string): Date {
  return (
    instantOf({ date, minutes: 0 }, timeZone) ??
    instantOf({ date: addDays(date, -1), minutes: 24 * 60 }, timeZone)!
  );
}

/** Whole days [from, to] of a zone as instants: from's start, and the start of the day after to. */
export function zonedDayRange(
  from: string | undefined,
  to: string | undefined,
  timeZone: string,
): { $gte?: Date; $lt?: Date } {
  return {
    ...(from ? { $gte: startOfDay(from, timeZone) } : {}),
    ...(to ? { $lt: startOfDay(addDays(to, 1), timeZone) } : {}),
  };
}
