import type { Booking, BookingPlace } from '@tutoring/shared';
import { NewTabLink } from '../../../components/ui/new-tab-link';
import { fullTimeLabel, placeOf, visitorTimeZone } from '../../../lib/zoned-format';

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
      <dt className="font-medium">Where</dt>
      <dd>
        <PlaceOf place={booking.place} />
      </dd>
    </dl>
  );
}

/** Online with the room's link (the API takes http(s) links only), or in person at the address. */
export function PlaceOf({ place }: { place: BookingPlace }) {
  if (place.kind === 'online') {
    return (
      <>
        Online
        {place.link && (
          <>
            :{' '}
            <NewTabLink href={place.link} className="focus-visible:outline-2">
              {place.link}
            </NewTabLink>
          </>
        )}
      </>
    );
  }
  return (
    <span className="whitespace-pre-line">
      {place.address ? `In person: ${place.address}` : 'In person'}
    </span>
  );
}
