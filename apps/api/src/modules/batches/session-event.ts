import type { BookingPlace } from '@tutoring/shared';
import { createEvent, type EventAttributes } from 'ics';
import { utcSpan } from '../../lib/calendar/utc-span';

/** What a batch session's calendar event says. */
export interface SessionEventFacts {
  sessionId: string;
  start: Date;
  end: Date;
  batchTitle: string;
  status: 'scheduled' | 'cancelled';
  /** Higher on every change, so calendars replace the event they hold. */
  sequence: number;
  place: BookingPlace;
  organizer: { name: string; email: string };
  /** Who it is for (the tutor): only the address. None in a feed. */
  attendee?: { email: string };
}

/**
 * A batch session's event, as the tutor's invitation and their calendar feed both carry it:
 * one UID per session, so a calendar holding it by either replaces it rather than doubling.
 */
export function sessionEvent(facts: SessionEventFacts): EventAttributes {
  const location = facts.place.kind === 'online' ? facts.place.link : facts.place.address;
  return {
    uid: `batch-session-${facts.sessionId}@tutoring-site`,
    sequence: facts.sequence,
    ...utcSpan(facts.start, facts.end),
    title: `Class: ${facts.batchTitle}`,
    ...(location ? { location } : {}),
    status: facts.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: facts.organizer,
    ...(facts.attendee
      ? {
          attendees: [{ email: facts.attendee.email, rsvp: false, partstat: 'ACCEPTED' as const }],
        }
      : {}),
  };
}

/** The session as an invitation (METHOD REQUEST, or CANCEL once it is cancelled). */
export function sessionInvitation(facts: SessionEventFacts) {
  const method = facts.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const { error, value } = createEvent({
    ...sessionEvent(facts),
    productId: 'tutoring-site/classes',
    method,
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be made.');
  return { method, content: value } as const;
}
