import type { BookingPlace } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AppError, notFound } from '../../lib/errors';
import { parseId } from '../../lib/http/validate';
import { BatchModel, BatchSessionModel } from './batch.model';
import { toSession } from './batch-read';

/**
 * What attendance, cancels and make-ups ask of one session and change on it. They never read
 * the models: regeneration's rules (batch-sessions.ts) stay the one place that moves sessions.
 */

/** A session with what is needed of its batch: who teaches it, its course, its seats, place. */
export async function sessionWithBatch(id: string) {
  const session = await BatchSessionModel.findById(parseId(id, 'Session')).lean();
  if (!session) throw notFound('Session');
  const batch = await BatchModel.findById(session.batch)
    .select('course tutor title seats place timeZone')
    .lean();
  if (!batch) throw notFound('Session');
  return {
    session: { ...toSession(session), date: session.date, sequence: session.sequence },
    batch: {
      _id: String(batch._id),
      course: String(batch.course),
      tutor: String(session.tutor),
      title: String(batch.title),
      seats: batch.seats,
      timeZone: String(batch.timeZone),
      place: {
        kind: batch.place?.kind ?? 'in-person',
        link: batch.place?.link ?? '',
        address: batch.place?.address ?? '',
      } as BookingPlace,
    },
  };
}

export type SessionWithBatch = Awaited<ReturnType<typeof sessionWithBatch>>;

/** Something now points at the session: regeneration leaves it alone from here on. */
export async function markSessionTouched(id: string): Promise<void> {
  await BatchSessionModel.updateOne({ _id: id }, { $set: { touched: true } });
}

/**
 * Cancels a scheduled session: a higher sequence, so calendars holding it replace it. One of
 * two racing cancels may add a second step to the sequence; that only makes it higher still.
 */
export async function cancelSession(id: string) {
  const { modifiedCount } = await BatchSessionModel.updateOne(
    { _id: id, status: 'scheduled' },
    { $set: { status: 'cancelled', touched: true }, $inc: { sequence: 1 } },
  );
  if (modifiedCount === 0) throw new AppError('CONFLICT', 'This session is already cancelled.');
  const after = await BatchSessionModel.findById(id).lean();
  if (!after) throw notFound('Session');
  return { ...toSession(after), sequence: after.sequence };
}

/** A tutor's sessions starting in [from, to), scheduled and cancelled: what their feed lists. */
export async function sessionsOfTutor(tutorId: string, from: Date, to: Date) {
  const sessions = await BatchSessionModel.find({
    tutor: tutorId,
    start: trusted({ $gte: from, $lt: to }),
  })
    .sort({ start: 1 })
    .lean();
  return sessions.map((session) => ({ ...toSession(session), sequence: session.sequence }));
}

/** What a tutor's calendar feed lists of their sessions: with each batch's title and place. */
export async function feedSessionsOfTutor(tutorId: string, from: Date, to: Date) {
  const sessions = await sessionsOfTutor(tutorId, from, to);
  const batches = await BatchModel.find({
    _id: trusted({ $in: [...new Set(sessions.map((session) => session.batch))] }),
  })
    .select('title place')
    .lean();
  const byId = new Map(batches.map((batch) => [String(batch._id), batch]));
  return sessions.map((session) => {
    const batch = byId.get(session.batch);
    return {
      ...session,
      batchTitle: String(batch?.title ?? ''),
      place: {
        kind: batch?.place?.kind ?? 'in-person',
        link: batch?.place?.link ?? '',
        address: batch?.place?.address ?? '',
      } as BookingPlace,
    };
  });
}
