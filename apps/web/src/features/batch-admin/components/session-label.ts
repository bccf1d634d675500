import type { CalendarSession } from '@tutoring/shared';
import { dayLabel, timeLabel } from '../../../lib/zoned-format';

/** 'Mon 7 Dec, 17:00–18:00' in the batch's own zone. */
export function sessionTimeText(session: CalendarSession): string {
  const { start, end, timeZone } = session;
  return `${dayLabel(start, timeZone)}, ${timeLabel(start, timeZone)}–${timeLabel(end, timeZone)}`;
}

/** The order a register offers sessions in: today's first, then the coming ones, then the past. */
export function registerOrder(sessions: CalendarSession[], today: string): CalendarSession[] {
  const rank = (session: CalendarSession) =>
    session.date === today ? 0 : session.date > today ? 1 : 2;
  return [...sessions].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    // The past newest first: the session just held is the one most likely still unmarked.
    return rank(a) === 2 ? b.start.localeCompare(a.start) : a.start.localeCompare(b.start);
  });
}
