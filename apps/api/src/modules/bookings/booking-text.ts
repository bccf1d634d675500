import { readableTime, type Booking, type SiteSettings } from '@tutoring/shared';
import type { InvitationFacts } from './booking-invitation';

export type BookingChange = 'booked' | 'moved' | 'cancelled';

/**
 * The time in the parent's zone, and the institute's beside it when that differs, in the
 * site's language (`locale`).
 */
export function whenText(booking: Booking, locale: string): string {
  const start = new Date(booking.start);
  const theirs = readableTime(start, booking.timeZone, locale);
  if (booking.timeZone === booking.instituteTimeZone) return theirs;
  const institute = readableTime(start, booking.instituteTimeZone, locale);
  return `${theirs}\n(at the institute: ${institute})`;
}

/** Who the invitation comes from: the institute's address, or one on the site's host. */
export function organizer(site: SiteSettings, origin: string) {
  const host = origin ? new URL(origin).hostname : 'localhost';
  return { name: site.name || 'The institute', email: site.email || `bookings@${host}` };
}

/** The invitation's facts every recipient shares; who it is for and the link are theirs. */
export function invitationBase(
  booking: Booking,
  {
    site,
    origin,
    sequence,
    cancelled,
  }: { site: SiteSettings; origin: string; sequence: number; cancelled: boolean },
): Omit<InvitationFacts, 'attendee' | 'manageLink'> {
  return {
    bookingId: booking._id,
    start: new Date(booking.start),
    end: new Date(booking.end),
    courseTitle: booking.course.title,
    tutorName: booking.tutor.name,
    institute: organizer(site, origin),
    place: booking.place,
    sequence,
    cancelled,
  };
}
