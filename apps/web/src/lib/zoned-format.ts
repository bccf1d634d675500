import { DEFAULT_TIME_ZONE, dateAndTimeText, runtimeTimeZone, zonedParts } from '@tutoring/shared';
import { useSiteSettings } from './site-settings';

// The web's time labels (the booking screens', the lead list's), composed from the one
// time-zone module (packages/shared bookings/zoned-time.ts); slots are grouped by its `dayKey`.
export { dayKey } from '@tutoring/shared';

/** The visitor's own time zone, as their device names it. */
export const visitorTimeZone = runtimeTimeZone;

/**
 * Has a browser without `Temporal` load its time-zone data (its first `Intl` call, a long task
 * on a phone) in a task of its own, while the times are on their
 * way, rather than inside the one render that shows them; with `Temporal` it costs nothing
 * (packages/shared bookings/wall-clock.ts). For an effect: it returns its cancel.
 */
export function prepareTimeZones(): () => void {
  const timer = setTimeout(visitorTimeZone, 0);
  return () => clearTimeout(timer);
}

/** 'Mon 15 Mar' */
export function dayLabel(iso: string, timeZone: string): string {
  const { weekday, day, month } = zonedParts(new Date(iso), timeZone);
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)}`;
}

/** '18:30' */
export const timeLabel = (iso: string, timeZone: string) =>
  dateAndTimeText(new Date(iso), timeZone).time;

/** 'Monday 15 March 2027 at 18:30' */
export function fullTimeLabel(iso: string, timeZone: string): string {
  const { date, time } = dateAndTimeText(new Date(iso), timeZone);
  return `${date} at ${time}`;
}

/** A zone as people say it: 'Asia/Kolkata' → 'Kolkata', 'America/New_York' → 'New York'. */
export const placeOf = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

/** '20 Nov 2026, 16:00'; an unreadable time as it is. */
export function dateTimeLabel(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const { day, month, year, hour, minute } = zonedParts(instant, timeZone);
  return `${day} ${month.slice(0, 3)} ${year}, ${hour}:${minute}`;
}

/**
 * The institute's zone (Admin → Settings), in which staff read the times of leads, as the
 * API's date filters and export do; its default while the settings load.
 */
export function useInstituteTimeZone(): string {
  return useSiteSettings().data?.timeZone ?? DEFAULT_TIME_ZONE;
}
