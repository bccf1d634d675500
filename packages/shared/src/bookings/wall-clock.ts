/**
 * An instant's parts on a zone's wall clock, read by the runtime's `Temporal` where it has one
 * and by `Intl` otherwise: the one reading under the time-zone module (zoned-time.ts).
 *
 * Why two: browsers now have `Temporal` (Firefox since 139; Chromium 156, the one tested here,
 * has it), and it reads a zone's wall clock without building an `Intl` formatter, whose first
 * one loads the browser's locale data: on a phone that load was the contact page's largest
 * single task (docs/decisions/0029-one-time-zone-module.md). Node (the API, the tests) has no
 * `Temporal` yet and reads through `Intl`, as before; both give the same parts
 * (wall-clock.test.ts compares them over 300 instants in seven zones).
 */

/** An instant's parts on a zone's wall clock, as en-GB writes them ('Monday', '15', 'March'). */
export interface ZonedParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

/** Sunday first, as Date.getDay() counts them. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export const MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The little of `Temporal` read here (TypeScript's libraries do not have it yet). */
interface ZonedDateTime {
  year: number;
  month: number;
  day: number;
  /** 1 for Monday … 7 for Sunday. */
  dayOfWeek: number;
  hour: number;
  minute: number;
}
interface RuntimeTemporal {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(milliseconds: number): {
      toZonedDateTimeISO(timeZone: string): ZonedDateTime;
    };
  };
}

/** Read on each use, not once: a test gives the runtime one (a polyfill) and takes it away. */
const runtimeTemporal = () => (globalThis as { Temporal?: RuntimeTemporal }).Temporal;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The parts through `Temporal`; undefined without it, or for a zone it does not know. */
function temporalParts(instant: Date, timeZone: string): ZonedParts | undefined {
  const temporal = runtimeTemporal();
  if (!temporal || Number.isNaN(instant.getTime())) return undefined;
  let zoned: ZonedDateTime;
  try {
    zoned = temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  } catch {
    return undefined; // Intl decides, and says what is wrong the way it always has
  }
  return {
    weekday: WEEKDAYS[zoned.dayOfWeek % 7]!,
    day: String(zoned.day),
    month: MONTHS[zoned.month - 1]!,
    year: String(zoned.year),
    hour: twoDigits(zoned.hour),
    minute: twoDigits(zoned.minute),
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: slot lists read hundreds of times in one or two zones. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The parts through `Intl`. Texts are composed from them, never taken whole from `format()`:
 * ICU versions differ in the commas and words they put between parts.
 */
function intlParts(instant: Date, timeZone: string): ZonedParts {
  const parts = formatter(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The parts of an instant on a zone's wall clock. */
export const zonedParts = (instant: Date, timeZone: string): ZonedParts =>
  temporalParts(instant, timeZone) ?? intlParts(instant, timeZone);

/** The runtime's own time zone, as its device names it ('UTC' when it names none). */
export function runtimeTimeZone(): string {
  return (
    runtimeTemporal()?.Now.timeZoneId() || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  );
}
