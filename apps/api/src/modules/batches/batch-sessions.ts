import { trusted, type Types } from 'mongoose';
import { holidayDates } from '../holidays/holiday-queries';
import { BatchModel, BatchSessionModel } from './batch.model';
import { plannedSessions, type BatchSchedule } from './batch-schedule';

/** A batch as regeneration reads it. */
export interface ScheduledBatch extends BatchSchedule {
  _id: Types.ObjectId | string;
  tutor: Types.ObjectId | string;
}

interface StoredSession {
  _id: unknown;
  date: string;
  start: Date;
  end: Date;
  status: string;
  touched?: boolean;
  tutor: unknown;
}

/**
 * The one rule of what regeneration may change: a scheduled session that has not started and
 * that nothing has been attached to. A past session is history; a cancelled one carries the
 * make-up credits it gave; a touched one has attendance, a report or a make-up pointing at it.
 * Deleting or moving any of those would leave records pointing at a class that never was.
 */
export function mayRegenerate(session: StoredSession, now: Date): boolean {
  return session.status === 'scheduled' && !session.touched && session.start > now;
}

/**
 * Makes a batch's future sessions agree with its schedule and the holidays: the days it no
 * longer has go, days it gains are made, and days whose time changed move (a higher
 * sequence). Sessions mayRegenerate refuses stay as they are; no new session is made in the
 * past. Two regenerations racing make a day once: the unique (batch, date) index decides.
 */
export async function regenerateSessions(batch: ScheduledBatch, now: Date): Promise<void> {
  const holidays = await holidayDates(batch.startDate, batch.endDate);
  const planned = plannedSessions(batch, holidays).filter((session) => session.start > now);
  const wanted = new Map(planned.map((session) => [session.date, session]));
  const stored = (await BatchSessionModel.find({ batch: batch._id }).lean()) as StoredSession[];
  const storedDates = new Set(stored.map((session) => session.date));
  const changeable = stored.filter((session) => mayRegenerate(session, now));
  const gone = changeable.filter((session) => !wanted.has(session.date));
  const moved = changeable.filter((session) => {
    const plan = wanted.get(session.date);
    const sameTutor = String(session.tutor) === String(batch.tutor);
    return plan && (+plan.start !== +session.start || +plan.end !== +session.end || !sameTutor);
  });
  if (gone.length > 0) {
    await BatchSessionModel.deleteMany({ _id: trusted({ $in: gone.map((s) => s._id) }) });
  }
  for (const session of moved) {
    const plan = wanted.get(session.date)!;
    await BatchSessionModel.updateOne(
      { _id: session._id },
      { $set: { start: plan.start, end: plan.end, tutor: batch.tutor }, $inc: { sequence: 1 } },
    );
  }
  const added = planned
    .filter((session) => !storedDates.has(session.date))
    .map((session) => ({ ...session, batch: batch._id, tutor: batch.tutor }));
  await insertQuietly(added);
}

/** Inserts sessions, a day another regeneration made meanwhile skipped (E11000). */
async function insertQuietly(sessions: object[]): Promise<void> {
  if (sessions.length === 0) return;
  try {
    await BatchSessionModel.insertMany(sessions, { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: { code?: number }[] }).writeErrors;
    const duplicatesOnly = writeErrors?.every((failure) => failure.code === 11000);
    if (!duplicatesOnly) throw error;
  }
}

/** Every batch's sessions made anew (the holidays changed). */
export async function regenerateAllSessions(now: Date): Promise<void> {
  const batches = (await BatchModel.find().lean()) as unknown as ScheduledBatch[];
  for (const batch of batches) await regenerateSessions(batch, now);
}

/** A deleted batch's sessions go with it: nothing can point at them (no seat was taken). */
export const deleteSessionsOf = (batchId: unknown) =>
  BatchSessionModel.deleteMany({ batch: batchId });
