/** The visitor's own time zone, as their device names it. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and style: slot lists format hundreds of times. */
function formatter(timeZone: string, style: 'day' | 'time' | 'date' | 'full') {
  const key = `${timeZone}|${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      day: { weekday: 'short', day: 'numeric', month: 'short' },
      time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
      date: { year: 'numeric', month: '2-digit', day: '2-digit' },
      full: {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
    };
    format = new Intl.DateTimeFormat('en-GB', { timeZone, ...options[style] });
    formats.set(key, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone: slots are grouped by it. */
export function dayKey(iso: string, timeZone: string): string {
  const parts = formatter(timeZone, 'date').formatToParts(new Date(iso));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** 'Mon 15 Mar' */
export const dayLabel = (iso: string, timeZone: string) =>
  formatter(timeZone, 'day').format(new Date(iso));

/** '18:30' */
export const timeLabel = (iso: string, timeZone: string) =>
  formatter(timeZone, 'time').format(new Date(iso));

/** 'Monday 15 March 2027 at 18:30' */
export const fullTimeLabel = (iso: string, timeZone: string) =>
  formatter(timeZone, 'full').format(new Date(iso));

/** A zone as people say it: 'Asia/Kolkata' → 'Kolkata', 'America/New_York' → 'New York'. */
export const placeOf = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
