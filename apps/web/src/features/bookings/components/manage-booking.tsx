import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { manageBookingPath, PUBLIC_SCREENS, type Slot } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import {
  useCancelManagedBooking,
  useManagedBooking,
  useMoveManagedBooking,
  useSlots,
} from '../api/booking-requests';
import { BookingSummary } from './booking-summary';
import { SlotPicker } from './slot-picker';

const linkClasses = 'font-medium text-primary underline underline-offset-4';

/** Another time with the same tutor, from the course's free slots. */
function MoveBooking({
  token,
  courseId,
  tutorId,
}: {
  token: string;
  courseId: string;
  tutorId: string;
}) {
  const navigate = useNavigate();
  const slots = useSlots(courseId);
  const move = useMoveManagedBooking(token);
  const [slot, setSlot] = useState<Slot>();
  if (slots.isPending) return <Spinner label="Loading free times…" />;
  if (slots.isError) return <Alert>{slots.error.message}</Alert>;
  const offer = { ...slots.data, slots: slots.data.slots.filter((s) => s.tutorId === tutorId) };
  return (
    <div className="flex flex-col gap-4">
      <SlotPicker offer={offer} selected={slot} onSelect={setSlot} />
      {move.isError && <Alert>{move.error.message}</Alert>}
      <Button
        disabled={!slot || move.isPending}
        onClick={() =>
          slot &&
          move.mutate(slot.start, {
            // The old link stops working: the page moves to the new one the mail also carries.
            onSuccess: (moved) =>
              navigate(manageBookingPath(moved.manageToken), {
                replace: true,
                state: { moved: true },
              }),
          })
        }
      >
        {move.isPending ? 'Moving...' : 'Move to this time'}
      </Button>
    </div>
  );
}

/** /booking/:token: the parent's own booking, to move or cancel. */
export function ManageBooking({ token, justMoved }: { token: string; justMoved: boolean }) {
  const booking = useManagedBooking(token);
  const cancel = useCancelManagedBooking(token);
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);

  if (cancel.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <p className="text-lg font-semibold text-foreground">Your demo class is cancelled.</p>
        <p className="text-muted">We have sent you an e-mail to confirm it.</p>
        <Link to={PUBLIC_SCREENS.contact.path} className={linkClasses}>
          Book another time
        </Link>
      </div>
    );
  }
  if (booking.isPending) return <Spinner label="Loading your booking…" />;
  if (booking.isError) {
    return (
      <div className="flex flex-col gap-3">
        <Alert>
          This link no longer opens a booking: it was cancelled, or moved and a newer link was
          e-mailed to you.
        </Alert>
        <Link to={PUBLIC_SCREENS.contact.path} className={linkClasses}>
          Book a demo class
        </Link>
      </div>
    );
  }
  const { data } = booking;
  return (
    <div className="flex flex-col gap-5">
      {justMoved && (
        <Alert tone="info">Your demo class has moved. We have e-mailed the new time.</Alert>
      )}
      <BookingSummary booking={data} />
      {cancel.isError && <Alert>{cancel.error.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => setMoving((open) => !open)} aria-expanded={moving}>
          Move to another time
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Cancel this booking
        </Button>
      </div>
      {moving && <MoveBooking token={token} courseId={data.course._id} tutorId={data.tutor._id} />}
      <ConfirmDialog
        open={confirming}
        message="Cancel your demo class? The time will be offered to others."
        confirmLabel="Cancel booking"
        busyLabel="Cancelling..."
        dismissLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
