import type { Batch, BatchListStatus, BatchValues } from '@tutoring/shared';
import { AppError, notFound } from '../../lib/errors';
import { courseV2Titles } from '../courses-v2/course-queries';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { teamMemberExists } from '../team/team-queries';
import { BatchModel, SeatClaimModel } from './batch.model';
import { toBatches, type StoredBatch, type WaitlistCounts } from './batch-read';
import { deleteSessionsOf, regenerateSessions, type ScheduledBatch } from './batch-sessions';
import { compactSeats, seatsTakenOf } from './seat-claims';

/** A 400 about one field of the batch. */
const invalidField = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);

/** The course must be a v2 course and the tutor a team member: 400 naming the field. */
async function checkReferences(values: BatchValues): Promise<void> {
  const [titles, tutorExists] = await Promise.all([
    courseV2Titles([values.course]),
    teamMemberExists(values.tutor),
  ]);
  if (!titles.has(values.course)) throw invalidField('course', 'Choose an existing v2 course.');
  if (!tutorExists) throw invalidField('tutor', 'Choose a member of the team as tutor.');
}

/** The values as stored: the institute's zone when none is given. */
async function storedValues(values: BatchValues) {
  const timeZone = values.timeZone ?? (await siteSettingsStore.get()).timeZone;
  return { ...values, timeZone };
}

const readOne = async (stored: unknown, now: Date): Promise<Batch> =>
  (await toBatches([stored as StoredBatch], now))[0]!;

/** A new batch and its sessions. */
export async function createBatch(values: BatchValues, now: Date) {
  await checkReferences(values);
  const created = await BatchModel.create(await storedValues(values));
  const stored = created.toObject();
  await regenerateSessions(stored as unknown as ScheduledBatch, now);
  return { batch: await readOne(stored, now), stored };
}

/** Replaces a batch; seats below those taken are 409; its future sessions follow. */
export async function replaceBatch(id: string, values: BatchValues, now: Date) {
  const before = await BatchModel.findById(id).lean();
  if (!before) throw notFound('Batch');
  await checkReferences(values);
  const taken = await seatsTakenOf(id);
  if (values.seats < taken) {
    throw new AppError(
      'CONFLICT',
      `${taken} seats of this batch are taken: it cannot have fewer seats than that.`,
      [{ path: 'seats', message: `At least ${taken} seats are taken.` }],
    );
  }
  const after = await BatchModel.findByIdAndUpdate(id, await storedValues(values), {
    new: true,
    overwrite: false,
  }).lean();
  if (!after) throw notFound('Batch');
  if (values.seats < before.seats) await compactSeats(id, values.seats);
  await regenerateSessions(after as unknown as ScheduledBatch, now);
  return {
    before: await readOne(before, now),
    batch: await readOne(after, now),
    stored: { before: before as Record<string, unknown>, after: after as Record<string, unknown> },
  };
}

/** Deletes a batch with its sessions; 409 while any seat is taken (active enrolments). */
export async function deleteBatch(id: string, now: Date) {
  const before = await BatchModel.findById(id).lean();
  if (!before) throw notFound('Batch');
  if ((await seatsTakenOf(id)) > 0) {
    throw new AppError(
      'CONFLICT',
      'This batch has active enrolments: end them, or close the batch instead.',
    );
  }
  await BatchModel.deleteOne({ _id: id });
  await Promise.all([deleteSessionsOf(id), SeatClaimModel.deleteMany({ batch: id })]);
  return { before: await readOne(before, now), stored: before as Record<string, unknown> };
}

/** The batches, of one course or all, open ones only or every one, by first date. */
export async function listBatches(
  { course, status }: { course?: string | undefined; status: BatchListStatus },
  now: Date,
  waitlistCounts?: WaitlistCounts,
): Promise<Batch[]> {
  const stored = await BatchModel.find({
    ...(status === 'open' ? { status: 'open' } : {}),
    ...(course ? { course } : {}),
  })
    .sort({ startDate: 1, _id: 1 })
    .lean();
  return toBatches(stored as unknown as StoredBatch[], now, waitlistCounts);
}
