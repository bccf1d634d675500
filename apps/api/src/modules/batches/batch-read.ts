import type { Batch, BatchSession } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { courseV2Titles } from '../courses-v2/course-queries';
import { teamMemberNames } from '../team/team-queries';
import { BatchSessionModel } from './batch.model';
import { seatsTakenByBatch } from './seat-claims';

/** How many upcoming sessions a batch's read shape carries. */
const NEXT_SESSIONS = 3;

/** A batch as stored (lean). */
export type StoredBatch = Record<string, unknown> & { _id: unknown; seats: number };

/** A session as the API answers it. */
export const toSession = (stored: Record<string, unknown>): BatchSession => ({
  _id: String(stored._id),
  batch: String(stored.batch),
  start: (stored.start as Date).toISOString(),
  end: (stored.end as Date).toISOString(),
  status: stored.status as BatchSession['status'],
});

/** The next scheduled sessions of each batch after `now`, by batch id. */
async function nextSessionsOf(ids: unknown[], now: Date) {
  const upcoming = await BatchSessionModel.find({
    batch: trusted({ $in: ids }),
    status: 'scheduled',
    start: trusted({ $gt: now }),
  })
    .sort({ start: 1 })
    .lean();
  const byBatch = new Map<string, Batch['nextSessions']>();
  for (const session of upcoming) {
    const list = byBatch.get(String(session.batch)) ?? [];
    if (list.length < NEXT_SESSIONS) list.push(toSession(session));
    byBatch.set(String(session.batch), list);
  }
  return byBatch;
}

/** How many wait for a seat of each batch, by batch id (lent by enrolments; routes.ts). */
export type WaitlistCounts = (batchIds: string[]) => Promise<ReadonlyMap<string, number>>;

const nobodyWaits: WaitlistCounts = async () => new Map();

/** Batches in their read shape: names of course and tutor, seats left, next sessions. */
export async function toBatches(
  stored: StoredBatch[],
  now: Date,
  waitlistCounts: WaitlistCounts = nobodyWaits,
): Promise<Batch[]> {
  const ids = stored.map((batch) => batch._id);
  const [titles, names, taken, next, waiting] = await Promise.all([
    courseV2Titles(stored.map((batch) => batch.course)),
    teamMemberNames(),
    seatsTakenByBatch(ids.map(String)),
    nextSessionsOf(ids, now),
    waitlistCounts(ids.map(String)),
  ]);
  return stored.map((batch) => {
    const id = String(batch._id);
    const courseId = String(batch.course);
    const tutorId = String(batch.tutor);
    return {
      _id: id,
      course: { _id: courseId, title: titles.get(courseId) ?? '' },
      title: String(batch.title),
      tutor: { _id: tutorId, name: names.get(tutorId) ?? '' },
      timeZone: String(batch.timeZone),
      weekdays: batch.weekdays as number[],
      startTime: String(batch.startTime),
      durationMinutes: Number(batch.durationMinutes),
      startDate: String(batch.startDate),
      endDate: String(batch.endDate),
      seats: batch.seats,
      seatsLeft: Math.max(0, batch.seats - (taken.get(id) ?? 0)),
      waitlisted: waiting.get(id) ?? 0,
      place: (batch.place ?? { kind: 'in-person', link: '', address: '' }) as Batch['place'],
      fee: batch.fee ? (batch.fee as Batch['fee']) : null,
      status: batch.status as Batch['status'],
      nextSessions: (next.get(id) ?? []).map(({ _id, start, end }) => ({ _id, start, end })),
    };
  });
}
