import { useState } from 'react';
import type { CalendarSession } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useClassSessions } from '../api/class-sessions';
import { addDays, daysFrom, mondayOf, monthOf } from './calendar-days';
import { CalendarDay } from './calendar-day';
import { SessionDetails } from './session-details';

type CalendarView = 'week' | 'month';

interface SessionsCalendarProps {
  /** Today in the institute's zone: where the calendar opens. */
  today: string;
  /** The institute's zone, in which every time is read. */
  timeZone: string;
  /** Where a session's register opens. */
  attendancePath: string;
}

/** The range a view shows around `anchor`, and the anchor a step back or ahead. */
function rangeOf(view: CalendarView, anchor: string) {
  if (view === 'week') {
    const from = mondayOf(anchor);
    return { from, to: addDays(from, 6), step: (by: number) => addDays(from, 7 * by) };
  }
  const { first, last } = monthOf(anchor);
  return {
    from: first,
    to: last,
    step: (by: number) => (by < 0 ? monthOf(addDays(first, -1)).first : addDays(last, 1)),
  };
}

const monthTitle = (day: string) =>
  new Date(`${day}T12:00:00.000Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Every batch session a week or a month at a time (a tutor's: their own), each openable. */
export function SessionsCalendar({ today, timeZone, attendancePath }: SessionsCalendarProps) {
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState(today);
  const [open, setOpen] = useState<CalendarSession | null>(null);
  const { from, to, step } = rangeOf(view, anchor);
  const sessions = useClassSessions(from, to);
  const onDay = (day: string) => (sessions.data ?? []).filter((session) => session.date === day);
  const heading = view === 'week' ? `Week of ${from}` : monthTitle(from);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" className="flex gap-1">
          {(['week', 'month'] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? 'primary' : 'outline'}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'week' ? 'Week' : 'Month'}
            </Button>
          ))}
        </div>
        <Button variant="outline" onClick={() => setAnchor(step(-1))}>
          {view === 'week' ? 'Previous week' : 'Previous month'}
        </Button>
        <Button variant="outline" onClick={() => setAnchor(today)}>
          Today
        </Button>
        <Button variant="outline" onClick={() => setAnchor(step(1))}>
          {view === 'week' ? 'Next week' : 'Next month'}
        </Button>
      </div>
      <h2 className="text-lg font-semibold text-foreground" aria-live="polite">
        {heading}
      </h2>
      {sessions.isPending && <Spinner label="Loading sessions…" />}
      {sessions.isError && (
        <RetryAlert
          message={errorMessage(sessions.error, 'The sessions could not be loaded.')}
          onRetry={() => void sessions.refetch()}
        />
      )}
      {sessions.isSuccess && (
        <ol className={`grid gap-2 ${view === 'week' ? 'lg:grid-cols-7' : 'sm:grid-cols-7'}`}>
          {daysFrom(from, to).map((day) => (
            <CalendarDay
              key={day}
              day={day}
              isToday={day === today}
              sessions={onDay(day)}
              timeZone={timeZone}
              onOpen={setOpen}
            />
          ))}
        </ol>
      )}
      <SessionDetails
        session={open}
        timeZone={timeZone}
        attendancePath={attendancePath}
        onClose={() => setOpen(null)}
      />
    </div>
  );
}
