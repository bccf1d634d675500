import type { BookingPlace } from '@tutoring/shared';
import { createEvent, type EventAttributes } from 'ics';
import { utcSpan } from '../../lib/calendar/utc-span';

export interface InvitationFacts {
  bookingId: string;
  start: Date;
  end: Date;
  courseTitle: string;
  tutorName: string;
  institute: { name: string; email: string };
  /** Who it is for (the parent, or the tutor): only the address. None in a feed. */
  attendee?: { email: string };
  place: BookingPlace;
  /** The parent's private link to move or cancel; none for the tutor, or once cancelled. */
  manageLink: string;
  /** Lines the description adds (the tutor's: who booked). */
  notes?: string[];
  /** Higher on every change, so calendars replace the event they hold. */
  sequence: number;
  cancelled?: boolean;
}

/** A calendar takes only an absolute link. */
const isAbsolute = (link: string) => /^https?:\/\//.test(link);

/** LOCATION, and URL (the room for an online class, else the parent's link), when known. */
function whereOf({ place, manageLink }: InvitationFacts) {
  const location = place.kind === 'online' ? place.link : place.address;
  const url = place.kind === 'online' && place.link ? place.link : manageLink;
  return {
    ...(location ? { location } : {}),
    ...(isAbsolute(url) ? { url } : {}),
  };
}

/**
 * The booking's event, as invitations and the calendar feed both carry it: one UID per
 * booking, so a calendar holding it by invitation or by feed replaces it rather than doubling.
 */
export function bookingEvent(facts: InvitationFacts): EventAttributes {
  return {
    productId: 'tutoring-site/bookings',
    uid: `booking-${facts.bookingId}@tutoring-site`,
    sequence: facts.sequence,
    ...utcSpan(facts.start, facts.end),
    title: `Demo class: ${facts.courseTitle}`,
    description: [
      `${facts.courseTitle} with ${facts.tutorName}.`,
      ...(facts.notes ?? []),
      ...(facts.manageLink ? [`Move or cancel: ${facts.manageLink}`] : []),
    ].join('\n'),
    ...whereOf(facts),
    status: facts.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: facts.institute.name, email: facts.institute.email },
    ...(facts.attendee
      ? {
          attendees: [
            {
              email: facts.attendee.email,
              rsvp: false,
              partstat: 'ACCEPTED' as const,
              role: 'REQ-PARTICIPANT' as const,
            },
          ],
        }
      : {}),
  };
}

/**
 * The demo class as an iCalendar invitation (RFC 5545, METHOD REQUEST or CANCEL) that
 * Google Calendar, Outlook and Apple Calendar add, update and remove by its UID.
 */
export function bookingInvitation(facts: InvitationFacts) {
  const method = facts.cancelled ? 'CANCEL' : 'REQUEST';
  const { error, value } = createEvent({ ...bookingEvent(facts), method });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be made.');
  return { method, content: value } as const;
}
