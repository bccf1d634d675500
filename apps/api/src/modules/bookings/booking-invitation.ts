import { createEvent } from 'ics';

export interface InvitationFacts {
  bookingId: string;
  start: Date;
  end: Date;
  courseTitle: string;
  tutorName: string;
  institute: { name: string; email: string };
  /** Only the address: the invitation quotes nothing else the visitor typed. */
  parent: { email: string };
  /** The parent's private link to move or cancel; none once cancelled (the link is used up). */
  manageLink: string;
  /** Higher on every change, so calendars replace the event they hold. */
  sequence: number;
  cancelled?: boolean;
}

/**
 * The demo class as an iCalendar invitation (RFC 5545, METHOD REQUEST or CANCEL) that
 * Google Calendar, Outlook and Apple Calendar add, update and remove by its UID.
 */
export function bookingInvitation(facts: InvitationFacts) {
  const method = facts.cancelled ? 'CANCEL' : 'REQUEST';
  const { error, value } = createEvent({
    productId: 'tutoring-site/bookings',
    method,
    uid: `booking-${facts.bookingId}@tutoring-site`,
    sequence: facts.sequence,
    start: facts.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: facts.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Demo class: ${facts.courseTitle}`,
    description: [
      `${facts.courseTitle} with ${facts.tutorName}.`,
      ...(facts.manageLink ? [`Move or cancel: ${facts.manageLink}`] : []),
    ].join('\n'),
    // Calendars take only an absolute link (none when the site's origin is unknown).
    ...(/^https?:\/\//.test(facts.manageLink) ? { url: facts.manageLink } : {}),
    status: facts.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: facts.institute.name, email: facts.institute.email },
    attendees: [
      {
        email: facts.parent.email,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('The calendar invitation could not be made.');
  return { method, content: value } as const;
}
