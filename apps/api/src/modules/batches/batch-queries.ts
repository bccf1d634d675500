import type {
  CalendarSession,
  CalendarSessionsQuery,
  FamilyBatch,
  FamilySession,
} from '@tutoring/shared';
import { trusted } from 'mongoose';
import { notFound } from '../../lib/errors';
import { courseV2Titles } from '../courses-v2/course-queries';
import { teamMemberNames } from '../team/team-queries';
import { BatchModel, BatchSessionModel } from './batch.model';
import { toSession } from './batch-read';

/** A time a tutor teaches a batch: demo-class slots overlapping it are not offered. */
export interface BusyTime {
  tutorId: string;
  start: Date;
  end: Date;
}

/** The scheduled batch sessions of any tutor overlapping [from, to): what free slots avoid. */
export async function batchBusyTimes(from: Date, to: Date): Promise<BusyTime[]> {
  const sessions = await BatchSessionModel.find({
    status: 'scheduled',
    start: trusted({ $lt: to }),
    end: trusted({ $gt: from }),
  })
    .select('tutor start end')
    .lean();
  return sessions.map((session) => ({
    tutorId: String(session.tutor),
    start: session.start,
    end: session.end,
  }));
}

/** Days [from, to] of dates as stored (each session's own zone), either end open. */
const dateRange = (from?: string, to?: string) =>
  from || to
    ? { date: trusted({ ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) }) }
    : {};

/** One batch's sessions on days [from, to] of its zone, in order; 404 for an unknown batch. */
export async function sessionsOfBatch(id: string, from?: string, to?: string) {
  if (!(await BatchModel.exists({ _id: id }))) throw notFound('Batch');
  const sessions = await BatchSessionModel.find({ batch: id, ...dateRange(from, to) })
    .sort({ start: 1 })
    .lean();
  return sessions.map(toSession);
}

/** The staff calendar: every batch's sessions on days [from, to], one tutor's or all. */
export async function calendarSessions(
  { from, to, tutorId }: CalendarSessionsQuery,
  ownTutorId?: string,
): Promise<CalendarSession[]> {
  const tutor = ownTutorId ?? tutorId;
  const sessions = await BatchSessionModel.find({
    ...dateRange(from, to),
    ...(tutor ? { tutor } : {}),
  })
    .sort({ start: 1, _id: 1 })
    .lean();
  const batchIds = [...new Set(sessions.map((session) => String(session.batch)))];
  const [batches, names] = await Promise.all([
    BatchModel.find({ _id: trusted({ $in: batchIds }) })
      .select('title timeZone')
      .lean(),
    teamMemberNames(),
  ]);
  const batchById = new Map(batches.map((batch) => [String(batch._id), batch]));
  return sessions.map((session) => {
    const batch = batchById.get(String(session.batch));
    const tutorOf = String(session.tutor);
    return {
      ...toSession(session),
      date: session.date,
      title: batch?.title ?? '',
      timeZone: batch?.timeZone ?? '',
      tutor: { _id: tutorOf, name: names.get(tutorOf) ?? '' },
    };
  });
}

/** What enrolling reads of a batch: whether it is open, its seats, fee, course and zone. */
export async function batchForEnrolment(id: string) {
  const batch = await BatchModel.findById(id)
    .select('title course status seats fee timeZone')
    .lean();
  if (!batch) throw notFound('Batch');
  const courseId = String(batch.course);
  const titles = await courseV2Titles([courseId]);
  return {
    _id: String(batch._id),
    title: batch.title,
    course: { _id: courseId, title: titles.get(courseId) ?? '' },
    status: batch.status,
    seats: batch.seats,
    hasFee: Boolean(batch.fee?.amount),
    timeZone: batch.timeZone,
  };
}

/** Batches in the family page's shape with their next few sessions after `now`, by id. */
export async function batchesForFamily(ids: string[], now: Date) {
  const batches = await BatchModel.find({ _id: trusted({ $in: ids }) })
    .select('title course timeZone')
    .lean();
  const titles = await courseV2Titles(batches.map((batch) => String(batch.course)));
  const upcoming = await BatchSessionModel.find({
    batch: trusted({ $in: ids }),
    status: 'scheduled',
    start: trusted({ $gt: now }),
  })
    .sort({ start: 1 })
    .lean();
  const byId = new Map<string, FamilyBatchView>();
  for (const batch of batches) {
    const courseId = String(batch.course);
    byId.set(String(batch._id), {
      batch: {
        _id: String(batch._id),
        title: batch.title,
        course: { _id: courseId, title: titles.get(courseId) ?? '' },
        timeZone: batch.timeZone,
      },
      nextSessions: [],
    });
  }
  for (const session of upcoming) {
    const view = byId.get(String(session.batch));
    if (view && view.nextSessions.length < FAMILY_NEXT_SESSIONS) {
      const { _id, start, end } = toSession(session);
      view.nextSessions.push({ _id, start, end });
    }
  }
  return byId;
}

/** How many upcoming sessions the family page shows of each class. */
const FAMILY_NEXT_SESSIONS = 3;

export interface FamilyBatchView {
  batch: FamilyBatch;
  nextSessions: FamilySession[];
}
