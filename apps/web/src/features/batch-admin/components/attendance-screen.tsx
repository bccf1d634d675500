import { useState } from 'react';
import { SelectField } from '../../../components/ui/form-controls';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useClassSessions } from '../api/class-sessions';
import { AttendanceRegister } from './attendance-register';
import { addDays } from './calendar-days';
import { registerOrder, sessionTimeText } from './session-label';

/** How far back and ahead the register offers sessions: two weeks either side of today. */
const REACH_DAYS = 14;

interface AttendanceScreenProps {
  /** Today in the institute's zone. */
  today: string;
  /** A session chosen elsewhere (the class calendar); else today's first. */
  sessionId?: string | undefined;
}

/**
 * Attendance on a phone: pick a session (today's first), mark each enrolled student. A tutor
 * is offered only their own batches' sessions: the API answers them no others.
 */
export function AttendanceScreen({ today, sessionId }: AttendanceScreenProps) {
  const sessions = useClassSessions(addDays(today, -REACH_DAYS), addDays(today, REACH_DAYS));
  const [chosen, setChosen] = useState(sessionId);
  if (sessions.isPending) return <Spinner label="Loading sessions…" />;
  if (sessions.isError) {
    return (
      <RetryAlert
        message={errorMessage(sessions.error, 'The sessions could not be loaded.')}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  const ordered = registerOrder(sessions.data, today);
  if (ordered.length === 0) return <p className="text-muted">No sessions in these four weeks.</p>;
  const current = ordered.find((session) => session._id === chosen) ?? ordered[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label="Session"
        value={current._id}
        onChange={(event) => setChosen(event.target.value)}
      >
        {ordered.map((session) => (
          <option key={session._id} value={session._id}>
            {`${sessionTimeText(session)} · ${session.title}${session.status === 'cancelled' ? ' (cancelled)' : ''}`}
          </option>
        ))}
      </SelectField>
      {current.status === 'cancelled' ? (
        <p className="text-muted">This session was cancelled: there is nothing to mark.</p>
      ) : (
        <AttendanceRegister sessionId={current._id} />
      )}
    </div>
  );
}
