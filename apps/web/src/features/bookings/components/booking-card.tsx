import { Link } from 'react-router-dom';
import { ADMIN_SCREENS, type AdminBooking } from '@tutoring/shared';
import { Button } from '../../../components/ui/button';
import { timeLabel } from '../../../lib/zoned-format';
import { PlaceOf } from './booking-summary';

interface ClassActionProps {
  verb: 'Move' | 'Cancel';
  /** Who booked the class: the button's name says whose class it acts on. */
  name: string;
  variant: 'outline' | 'danger';
  onClick: () => void;
}

/** A booking's small button on the calendar, named for the class it acts on. */
function ClassAction({ verb, name, variant, onClick }: ClassActionProps) {
  return (
    <Button
      variant={variant}
      className="min-h-11 px-3 py-1 text-xs"
      aria-label={`${verb} ${name}'s class`}
      onClick={onClick}
    >
      {verb}
    </Button>
  );
}
/** One booking of the week: when, what, with whom, who booked (their lead), where. */
export function BookingCard({
  booking,
  onMove,
  onCancel,
}: {
  booking: AdminBooking;
  /** Absent on a tutor's own calendar: moving and cancelling are the admins'. */
  onMove: (() => void) | undefined;
  onCancel: (() => void) | undefined;
}) {
  const zone = booking.instituteTimeZone;
  const cancelled = booking.status === 'cancelled';
  return (
    <li
      className={`rounded-lg border border-border bg-background p-3 text-sm ${cancelled ? 'line-through' : ''}`}
    >
      <p className="font-semibold text-foreground">
        {timeLabel(booking.start, zone)}–{timeLabel(booking.end, zone)}
        {cancelled && <span className="ml-2 no-underline">(cancelled)</span>}
      </p>
      <p className="text-foreground">{booking.course.title}</p>
      <p className="text-muted">with {booking.tutor.name}</p>
      <p className="mt-1 text-foreground">
        {booking.lead ? (
          <Link
            to={`${ADMIN_SCREENS.contacts.path}?q=${encodeURIComponent(booking.name)}`}
            className="text-primary underline underline-offset-4"
          >
            {booking.name}
          </Link>
        ) : (
          booking.name
        )}
        {booking.lead && <span className="text-muted"> · lead {booking.lead.status}</span>}
      </p>
      <p className="text-muted">
        <PlaceOf place={booking.place} />
      </p>
      {!cancelled && onMove && onCancel && (
        <div className="mt-2 flex flex-wrap gap-2">
          <ClassAction verb="Move" name={booking.name} variant="outline" onClick={onMove} />
          <ClassAction verb="Cancel" name={booking.name} variant="danger" onClick={onCancel} />
        </div>
      )}
    </li>
  );
}
