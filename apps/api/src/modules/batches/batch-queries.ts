import type { CalendarSession, CalendarSessionsQuery } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { notFound } from '../../lib/errors';
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
