import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CalendarSession } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/form-controls';
import { fullTimeLabel, timeLabel } from '../../../lib/zoned-format';
import { useCancelSession } from '../api/class-sessions';

interface SessionDetailsProps {
  session: CalendarSession | null;
  /** The institute's zone, in which staff read every time. */
  timeZone: string;
  /** Where the register of a session opens (`?session=` is added). */
  attendancePath: string;
  onClose: () => void;
}

/** One session: its batch, tutor, time and status; its register, and cancelling it. */
export function SessionDetails({
  session,
  timeZone,
  attendancePath,
  onClose,
}: SessionDetailsProps) {
  const [asking, setAsking] = useState(false);
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()} title="Session">
      {session && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-muted">Batch</dt>
            <dd>{session.title}</dd>
            <dt className="font-medium text-muted">Tutor</dt>
            <dd>{session.tutor.name}</dd>
            <dt className="font-medium text-muted">When</dt>
            <dd>
              {`${fullTimeLabel(session.start, timeZone)}–${timeLabel(session.end, timeZone)}`}
              <span className="block text-muted">{`Times in ${timeZone}`}</span>
            </dd>
            <dt className="font-medium text-muted">Status</dt>
            <dd>{session.status === 'cancelled' ? 'Cancelled' : 'Scheduled'}</dd>
          </dl>
          {session.status === 'scheduled' && (
            <div className="flex flex-wrap justify-end gap-2">
              <Link
                className={buttonClasses('outline')}
                to={`${attendancePath}?session=${session._id}`}
              >
                Mark attendance
              </Link>
              <Button variant="danger" onClick={() => setAsking(true)}>
                Cancel session
              </Button>
            </div>
          )}
          {asking && (
            <CancelQuestion
              session={session}
              onDone={() => {
                setAsking(false);
                onClose();
              }}
              onBack={() => setAsking(false)}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}

interface CancelQuestionProps {
  session: CalendarSession;
  onDone: () => void;
  onBack: () => void;
}

/** Asks first: cancelling mails every family and gives each student a make-up credit. */
function CancelQuestion({ session, onDone, onBack }: CancelQuestionProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelSession();
  return (
    <ConfirmDialog
      open
      message={`Cancel ${session.title} on ${fullTimeLabel(session.start, session.timeZone)}? Every family is told and each student gets a make-up credit.`}
      confirmLabel="Cancel session"
      busyLabel="Cancelling..."
      dismissLabel="Keep it"
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate({ id: session._id, reason }, { onSuccess: onDone })}
      onCancel={onBack}
    >
      <TextAreaField
        label="Reason (optional)"
        hint="Sent to the families."
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </ConfirmDialog>
  );
}
