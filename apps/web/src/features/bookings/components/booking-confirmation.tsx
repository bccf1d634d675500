import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { manageBookingPath, type NewBooking } from '@tutoring/shared';
import { BookingSummary } from './booking-summary';

/** What the parent sees once the slot is theirs. */
export function BookingConfirmation({ booked }: { booked: NewBooking }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-lg font-semibold text-success">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        Your demo class is booked.
      </p>
      <BookingSummary booking={booked.booking} />
      <p className="text-muted">
        We have e-mailed {booked.booking.email} a confirmation with a calendar invitation.
      </p>
      <Link
        to={manageBookingPath(booked.manageToken)}
        className="font-medium text-primary underline underline-offset-4"
      >
        Move or cancel this booking
      </Link>
    </div>
  );
}
