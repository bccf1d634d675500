import { placeText, readableTime, type Booking } from '@tutoring/shared';
import { enqueueMail } from '../outbox/outbox.service';
import { whenText } from './booking-text';

const HOUR = 60 * 60_000;

interface ReminderFacts {
  /** The site's reminderHours: how long before the class each reminder goes. */
  hours: number[];
  now: Date;
  /** The parent's private link (its token is the mail's secret). */
  parentLink: string;
  secret?: string;
  /** The tutor's address; '' when the tutor has none. */
  tutorEmail: string;
  siteName: string;
  /** The site's language, in which times are written. */
  locale: string;
}

const inHours = (hours: number) => (hours === 24 ? 'tomorrow' : `in ${hours} hours`);

/**
 * Queues the reminders of a booked or moved class: for each of the site's hours, one to the
 * parent and one to the tutor, sent at that time and never once the class has begun (the
 * outbox gives one up that mail being down made late). Hours already past are skipped.
 * Answers the reminders' ids, so a cancel or a move withdraws them.
 */
export async function queueReminders(booking: Booking, facts: ReminderFacts): Promise<string[]> {
  const start = new Date(booking.start);
  const what = `${booking.course.title} with ${booking.tutor.name}`;
  const ids: (string | undefined)[] = [];
  for (const hours of facts.hours) {
    const sendAt = new Date(start.getTime() - hours * HOUR);
    if (sendAt.getTime() <= facts.now.getTime()) continue;
    const timing = { sendAt, notAfter: start, about: [booking._id] };
    ids.push(
      await enqueueMail({
        kind: 'booking-reminder',
        to: [booking.email],
        subject: `Reminder: your demo class ${inHours(hours)}, ${booking.course.title}`,
        text: [
          'Hello,',
          '',
          `A reminder of your demo class, ${what}:`,
          whenText(booking, facts.locale),
          placeText(booking.place),
          '',
          `To move or cancel it: ${facts.parentLink}`,
          '',
          facts.siteName,
        ].join('\n'),
        ...timing,
        ...(facts.secret ? { secret: facts.secret } : {}),
      }),
    );
    if (!facts.tutorEmail) continue;
    ids.push(
      await enqueueMail({
        kind: 'booking-reminder-tutor',
        to: [facts.tutorEmail],
        subject: `Reminder: demo class ${inHours(hours)}, ${booking.course.title}`,
        text: [
          `Hello ${booking.tutor.name},`,
          '',
          `A reminder of your demo class, ${booking.course.title}, with ${booking.name}:`,
          readableTime(start, booking.instituteTimeZone, facts.locale),
          placeText(booking.place),
          '',
          facts.siteName,
        ].join('\n'),
        ...timing,
      }),
    );
  }
  return ids.filter((id): id is string => id !== undefined);
}
