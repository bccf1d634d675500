import {
  ADMIN_SCREENS,
  PUBLIC_SCREENS,
  readableTime,
  screenHref,
  type Booking,
  type SiteSettings,
} from '@tutoring/shared';
import { enqueueMail, withdrawQueuedMail } from '../outbox/outbox.service';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { activeAdmins, UserModel } from '../users/user.model';
import { bookingInvitation } from './booking-invitation';

const HOUR = 60 * 60_000;
/** The reminder goes this long before the class. */
const REMINDER_BEFORE_MS = 24 * HOUR;

/** What a mail about a booking needs beyond the booking itself. */
export interface BookingMailContext {
  /** The site's public origin ('' when unknown: links are then paths). */
  origin: string;
  /** The private link's token: only the new booking's mail carries it. */
  manageToken: string;
  sequence: number;
  now: Date;
}

export type BookingChange = 'booked' | 'moved' | 'cancelled';

const manageLink = (origin: string, token: string) =>
  `${origin}${screenHref(PUBLIC_SCREENS['manage-booking'].path, { token })}`;

/** The time in the parent's zone, and the institute's beside it when that differs. */
function whenText(booking: Booking): string {
  const start = new Date(booking.start);
  const theirs = readableTime(start, booking.timeZone);
  if (booking.timeZone === booking.instituteTimeZone) return theirs;
  return `${theirs}\n(${readableTime(start, booking.instituteTimeZone)} at the institute)`;
}

/** Who the invitation comes from: the institute's address, or one on the site's host. */
function organizer(site: SiteSettings, origin: string) {
  const host = origin ? new URL(origin).hostname : 'localhost';
  return { name: site.name || 'The institute', email: site.email || `bookings@${host}` };
}

const PARENT_SUBJECT: Record<BookingChange, string> = {
  booked: 'Your demo class is booked',
  moved: 'Your demo class has moved',
  cancelled: 'Your demo class is cancelled',
};

/**
 * The parent's mail: the institute's words, the course, the tutor and the time only. Nothing
 * the visitor typed (name, message) is quoted: anyone may type any address into the form.
 */
function parentText(booking: Booking, change: BookingChange, link: string, site: SiteSettings) {
  const what = `${booking.course.title} with ${booking.tutor.name}`;
  const lines =
    change === 'cancelled'
      ? [`Your demo class (${what}) on`, whenText(booking), 'is cancelled.']
      : [
          `Your demo class: ${what}.`,
          '',
          'When:',
          whenText(booking),
          '',
          'The invitation attached adds it to your calendar.',
          `To move or cancel it: ${link}`,
        ];
  return ['Hello,', '', ...lines, '', site.name].join('\n');
}

function adminText(booking: Booking, change: BookingChange, origin: string) {
  return [
    `A demo class was ${change}.`,
    '',
    `Course: ${booking.course.title}`,
    `Tutor: ${booking.tutor.name}`,
    `When: ${readableTime(new Date(booking.start), booking.instituteTimeZone)}`,
    `Parent: ${booking.name}, ${booking.email}${booking.mobile ? `, ${booking.mobile}` : ''}`,
    `Message: ${booking.message || '(none)'}`,
    '',
    `Calendar: ${origin}${screenHref(ADMIN_SCREENS.bookings.path)}`,
  ].join('\n');
}

/**
 * Queues the mails of a booking's change: the parent's (with the calendar invitation, its
 * update or its cancellation), the admins' notice, and for a booked or moved class a reminder
 * 24 hours before it (none when it is sooner). Returns the reminder's id to keep.
 */
/** The private link's token, hidden in the outbox until the mail is sent. */
const secretOf = ({ manageToken }: BookingMailContext) =>
  manageToken ? { secret: manageToken } : {};

export async function mailAboutBooking(
  booking: Booking,
  change: BookingChange,
  context: BookingMailContext,
): Promise<string | undefined> {
  const [site, admins] = await Promise.all([
    siteSettingsStore.get(),
    UserModel.find(activeAdmins()).select('email').lean(),
  ]);
  // A cancel uses the private link up: its mail and invitation carry none.
  const link = context.manageToken ? manageLink(context.origin, context.manageToken) : '';
  const start = new Date(booking.start);
  const calendar = bookingInvitation({
    bookingId: booking._id,
    start,
    end: new Date(booking.end),
    courseTitle: booking.course.title,
    tutorName: booking.tutor.name,
    institute: organizer(site, context.origin),
    parent: { email: booking.email },
    manageLink: link,
    sequence: context.sequence,
    cancelled: change === 'cancelled',
  });
  await enqueueMail({
    kind: `booking-${change}`,
    to: [booking.email],
    subject: `${PARENT_SUBJECT[change]}: ${booking.course.title}`,
    text: parentText(booking, change, link, site),
    calendar,
    ...secretOf(context),
  });
  await enqueueMail({
    kind: `booking-${change}-notification`,
    to: admins.map((admin) => admin.email),
    subject: `Demo class ${change}: ${booking.name}, ${booking.course.title}`,
    text: adminText(booking, change, context.origin),
  });
  const remindAt = new Date(start.getTime() - REMINDER_BEFORE_MS);
  if (change === 'cancelled' || remindAt.getTime() <= context.now.getTime()) return undefined;
  return enqueueMail({
    kind: 'booking-reminder',
    to: [booking.email],
    subject: `Reminder: your demo class tomorrow, ${booking.course.title}`,
    text: [
      'Hello,',
      '',
      `A reminder of your demo class, ${booking.course.title} with ${booking.tutor.name}:`,
      whenText(booking),
      '',
      `To move or cancel it: ${link}`,
      '',
      site.name,
    ].join('\n'),
    sendAt: remindAt,
    ...secretOf(context),
  });
}

export { withdrawQueuedMail as withdrawReminder };
