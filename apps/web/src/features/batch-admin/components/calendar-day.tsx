import type { CalendarSession } from '@tutoring/shared';
import { timeLabel } from '../../../lib/zoned-format';

interface CalendarDayProps {
  day: string;
  isToday: boolean;
  sessions: CalendarSession[];
  timeZone: string;
  onOpen: (session: CalendarSession) => void;
}

const dayTitle = (day: string) =>
  new Date(`${day}T12:00:00.000Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** One day of the class calendar: its sessions in order, each a button to its details. */
export function CalendarDay({ day, isToday, sessions, timeZone, onOpen }: CalendarDayProps) {
  return (
    <li
      className={`flex min-w-0 flex-col gap-1 rounded-lg border p-2 ${isToday ? 'border-primary' : 'border-border'}`}
    >
      <h3 className="text-sm font-semibold text-foreground">
        {dayTitle(day)}
        {isToday && <span className="sr-only"> (today)</span>}
      </h3>
      {sessions.length === 0 ? (
        <p className="text-xs text-muted">No sessions</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {[...sessions]
            .sort((a, b) => a.start.localeCompare(b.start))
            .map((session) => (
              <li key={session._id}>
                <button
                  type="button"
                  onClick={() => onOpen(session)}
                  className={`w-full min-h-11 rounded-md bg-surface px-2 py-1 text-left text-xs text-foreground hover:brightness-95 focus-visible:outline-2 focus-visible:outline-primary ${session.status === 'cancelled' ? 'line-through opacity-70' : ''}`}
                >
                  {`${timeLabel(session.start, timeZone)} ${session.title}`}
                  <span className="block text-muted">{session.tutor.name}</span>
                  {session.status === 'cancelled' && <span className="sr-only"> (cancelled)</span>}
                </button>
              </li>
            ))}
        </ul>
      )}
    </li>
  );
}
