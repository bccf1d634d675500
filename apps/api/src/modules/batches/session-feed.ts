import type { EventAttributes } from 'ics';
import { feedSessionsOfTutor } from './session-commands';
import { sessionEvent } from './session-event';

/**
 * A tutor's batch sessions starting in [from, to) as calendar events: scheduled ones, and
 * cancelled ones as CANCELLED with their higher sequence, so a calendar holding the session
 * from its invitation marks it off rather than keeping it. Lent to the calendar feed.
 */
export async function tutorSessionEvents(
  tutorId: string,
  { from, to, organizer }: { from: Date; to: Date; organizer: { name: string; email: string } },
): Promise<EventAttributes[]> {
  const sessions = await feedSessionsOfTutor(tutorId, from, to);
  return sessions.map((session) =>
    sessionEvent({
      sessionId: session._id,
      start: new Date(session.start),
      end: new Date(session.end),
      batchTitle: session.batchTitle,
      status: session.status,
      sequence: session.sequence,
      place: session.place,
      organizer,
    }),
  );
}
