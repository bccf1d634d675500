/** The visitor's own time zone, as their device names it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Has the browser load its time-zone data (its first `Intl` call: ~25 ms on a fast machine,
 * four times that on a phone) in a task of its own, while the times are on their way, rather
 * than inside the one render that shows them. For an effect: it returns its cancel.
 */
export function prepareTimeZones(): () => void {
  const timer = setTimeout(visitorTimeZone, 0);
  return () => clearTimeout(timer);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: slot lists format hundreds of times. */
function formatter(timeZone: string) {
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
 * The parts of an instant on a zone's wall clock. Labels are composed from them: ICU versions
 * differ in the commas and words they put between the parts.
 */
function partsOf(iso: string, timeZone: string) {
  const parts = formatter(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    weekday: part('weekday'),
    day: part('day'),
    month: part('month'),
    year: part('year'),
    time: `${part('hour')}:${part('minute')}`,
  };
}

const MONTHS = [
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

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone: slots are grouped by it. */
export function dayKey(iso: string, timeZone: string): string {
  const { day, month, year } = partsOf(iso, timeZone);
  const monthNumber = String(MONTHS.indexOf(month) + 1).padStart(2, '0');
  return `${year}-${monthNumber}-${day.padStart(2, '0')}`;
}

/** 'Mon 15 Mar' */
export function dayLabel(iso: string, timeZone: string): string {
  const { weekday, day, month } = partsOf(iso, timeZone);
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)}`;
}

/** '18:30' */
export const timeLabel = (iso: string, timeZone: string) => partsOf(iso, timeZone).time;

/** 'Monday 15 March 2027 at 18:30' */
export function fullTimeLabel(iso: string, timeZone: string): string {
  const { weekday, day, month, year, time } = partsOf(iso, timeZone);
  return `${weekday} ${day} ${month} ${year} at ${time}`;
}

/** A zone as people say it: 'Asia/Kolkata' → 'Kolkata', 'America/New_York' → 'New York'. */
export const placeOf = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
