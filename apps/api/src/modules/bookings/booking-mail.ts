import {
  ADMIN_SCREENS,
  PUBLIC_SCREENS,
  placeText,
  readableTime,
  screenHref,
  type Booking,
  type SiteSettings,
} from '@tutoring/shared';
import { enqueueMail, withdrawQueuedMail } from '../outbox/outbox.service';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { findTeamMember } from '../team/team-queries';
import { activeAdminAddresses } from '../users/account-queries';
import { bookingInvitation } from './booking-invitation';
import { queueReminders } from './booking-reminders';
import { tutorMail } from './tutor-mail';
import { invitationBase, whenText, type BookingChange } from './booking-text';

/** What a mail about a booking needs beyond the booking itself. */
export interface BookingMailContext {
  /** The site's public origin ('' when unknown: links are then paths). */
  origin: string;
  /** The private link's token: only the new booking's mail carries it. */
  manageToken: string;
  sequence: number;
  now: Date;
}

export type { BookingChange };

const manageLink = (origin: string, token: string) =>
  `${origin}${screenHref(PUBLIC_SCREENS['manage-booking'].path, { token })}`;

const PARENT_SUBJECT: Record<BookingChange, string> = {
  booked: 'Your demo class is booked',
  moved: 'Your demo class has moved',
  cancelled: 'Your demo class is cancelled',
};

/**
 * The parent's mail: the institute's words, the course, the tutor, the time and the place
 * only. Nothing the visitor typed (name, message) is quoted: anyone may type any address
 * into the form.
 */
function parentText(booking: Booking, change: BookingChange, link: string, site: SiteSettings) {
  const what = `${booking.course.title} with ${booking.tutor.name}`;
  const lines =
    change === 'cancelled'
      ? [`Your demo class (${what}) on`, whenText(booking, site.locale), 'is cancelled.']
      : [
          `Your demo class: ${what}.`,
          '',
          'When:',
          whenText(booking, site.locale),
          '',
          'Where:',
          placeText(booking.place),
          '',
          'The invitation attached adds it to your calendar.',
          `To move or cancel it: ${link}`,
        ];
  return ['Hello,', '', ...lines, '', site.name].join('\n');
}

function adminText(booking: Booking, change: BookingChange, origin: string, locale: string) {
  return [
    `A demo class was ${change}.`,
    '',
    `Course: ${booking.course.title}`,
    `Tutor: ${booking.tutor.name}`,
    `When: ${readableTime(new Date(booking.start), booking.instituteTimeZone, locale)}`,
    `Where: ${placeText(booking.place)}`,
    `Parent: ${booking.name}, ${booking.email}${booking.mobile ? `, ${booking.mobile}` : ''}`,
    `Message: ${booking.message || '(none)'}`,
    '',
    `Calendar: ${origin}${screenHref(ADMIN_SCREENS.bookings.path)}`,
  ].join('\n');
}

/** The private link's token, hidden in the outbox until the mail is sent. */
const secretOf = ({ manageToken }: BookingMailContext) =>
  manageToken ? { secret: manageToken } : {};

/**
 * Queues the mails of a booking's change: the parent's (with the calendar invitation, its
 * update or its cancellation), the tutor's (the same event, when the tutor has an e-mail),
 * the admins' notice, and for a booked or moved class the reminders the site's settings ask
 * for (none already due). Returns the reminders' ids to keep.
 */
export async function mailAboutBooking(
  booking: Booking,
  change: BookingChange,
  context: BookingMailContext,
): Promise<string[]> {
  const [site, admins, tutor] = await Promise.all([
    siteSettingsStore.get(),
    activeAdminAddresses(),
    findTeamMember(booking.tutor._id),
  ]);
  // A cancel uses the private link up: its mail and invitation carry none.
  const link = context.manageToken ? manageLink(context.origin, context.manageToken) : '';
  const cancelled = change === 'cancelled';
  const base = invitationBase(booking, { site, ...context, cancelled });
  const about = [booking._id];
  await enqueueMail({
    kind: `booking-${change}`,
    about,
    to: [booking.email],
    subject: `${PARENT_SUBJECT[change]}: ${booking.course.title}`,
    text: parentText(booking, change, link, site),
    calendar: bookingInvitation({ ...base, attendee: { email: booking.email }, manageLink: link }),
    ...secretOf(context),
  });
  const tutorEmail = String(tutor?.email ?? '');
  if (tutorEmail) await enqueueMail(tutorMail(booking, change, { base, site, tutorEmail }));
  await enqueueMail({
    kind: `booking-${change}-notification`,
    about,
    to: admins,
    subject: `Demo class ${change}: ${booking.name}, ${booking.course.title}`,
    text: adminText(booking, change, context.origin, site.locale),
  });
  if (cancelled) return [];
  return queueReminders(booking, {
    hours: site.reminderHours,
    now: context.now,
    parentLink: link,
    tutorEmail,
    siteName: site.name,
    locale: site.locale,
    ...secretOf(context),
  });
}

/** Takes back a booking's reminders not sent yet (it was cancelled or moved). */
export async function withdrawReminders(stored: {
  reminderId?: unknown;
  reminderIds?: unknown[] | null;
}): Promise<void> {
  const ids = [stored.reminderId, ...(stored.reminderIds ?? [])].filter(Boolean);
  for (const id of ids) await withdrawQueuedMail(String(id));
}
