import { placeText, readableTime, type Booking, type SiteSettings } from '@tutoring/shared';
import type { Mail } from '../outbox/outbox.service';
import { bookingInvitation, type InvitationFacts } from './booking-invitation';
import type { BookingChange } from './booking-text';

const TUTOR_SUBJECT: Record<BookingChange, string> = {
  booked: 'New demo class',
  moved: 'Demo class moved',
  cancelled: 'Demo class cancelled',
};

/**
 * Who booked, as far as the tutor needs it: the name and the one contact the site's settings
 * choose (the phone, or the e-mail when none was given). Never the message.
 */
export function parentForTutor(booking: Booking, site: SiteSettings): string {
  const contact =
    site.tutorParentContact === 'phone' && booking.mobile ? booking.mobile : booking.email;
  return `${booking.name}, ${contact}`;
}

/**
 * The tutor's mail about a booking's change, with the same event as the parent's invitation
 * (same UID, same SEQUENCE; METHOD:CANCEL on a cancel) so their calendar follows it. The
 * parent's private link is not in it: the tutor changes bookings through the site.
 */
export function tutorMail(
  booking: Booking,
  change: BookingChange,
  {
    base,
    site,
    tutorEmail,
  }: {
    base: Omit<InvitationFacts, 'attendee' | 'manageLink'>;
    site: SiteSettings;
    tutorEmail: string;
  },
): Mail {
  const parent = parentForTutor(booking, site);
  const when = readableTime(new Date(booking.start), booking.instituteTimeZone, site.locale);
  const verb = { booked: 'booked with you', moved: 'moved', cancelled: 'cancelled' }[change];
  return {
    kind: `booking-${change}-tutor`,
    about: [booking._id],
    to: [tutorEmail],
    subject: `${TUTOR_SUBJECT[change]}: ${booking.course.title}, ${when}`,
    text: [
      `Hello ${booking.tutor.name},`,
      '',
      `A demo class was ${verb}.`,
      '',
      `Course: ${booking.course.title}`,
      `When: ${when}`,
      `Where: ${placeText(booking.place)}`,
      `Parent: ${parent}`,
      '',
      site.name,
    ].join('\n'),
    calendar: bookingInvitation({
      ...base,
      attendee: { email: tutorEmail },
      manageLink: '',
      notes: [`Parent: ${parent}`],
    }),
  };
}
