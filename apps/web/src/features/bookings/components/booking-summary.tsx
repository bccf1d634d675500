import type { Booking } from '@tutoring/shared';
import { fullTimeLabel, placeOf, visitorTimeZone } from './zoned-format';

/** When, with whom and what: in the reader's own zone, the institute's beside it. */
export function BookingSummary({ booking }: { booking: Booking }) {
  const ownZone = visitorTimeZone();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-foreground sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">When</dt>
      <dd>
        {fullTimeLabel(booking.start, ownZone)} ({ownZone})
        {ownZone !== booking.instituteTimeZone && (
          <span className="block text-sm text-muted">
            {fullTimeLabel(booking.start, booking.instituteTimeZone)} in{' '}
            {placeOf(booking.instituteTimeZone)}
          </span>
        )}
      </dd>
      <dt className="font-medium">Course</dt>
      <dd>{booking.course.title}</dd>
      <dt className="font-medium">Tutor</dt>
      <dd>{booking.tutor.name}</dd>
    </dl>
  );
}
