import { zonedParts } from '@tutoring/shared';
import { timeLabel } from '../../../lib/zoned-format';

/** 'Sat 12 Dec 2026' in the zone. */
export function dateLabel(iso: string, timeZone: string): string {
  const { weekday, day, month, year } = zonedParts(new Date(iso), timeZone);
  return `${weekday.slice(0, 3)} ${day} ${month.slice(0, 3)} ${year}`;
}

/**
 * 'Sat 12 Dec 2026, 10:00–11:30': a session as the family reads it on its own clock (a
 * session past midnight names its end's day too).
 */
export function sessionLabel(start: string, end: string, timeZone: string): string {
  const [startDay, endDay] = [dateLabel(start, timeZone), dateLabel(end, timeZone)];
  const until =
    endDay === startDay ? timeLabel(end, timeZone) : `${endDay}, ${timeLabel(end, timeZone)}`;
  return `${startDay}, ${timeLabel(start, timeZone)}–${until}`;
}
