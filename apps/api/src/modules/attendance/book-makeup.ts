import type { Makeup } from '@tutoring/shared';
import { AppError, notFound } from '../../lib/errors';
import { parseId } from '../../lib/http/validate';
import { markSessionTouched, sessionWithBatch } from '../batches/session-commands';
import { seatsTakenOf } from '../batches/seat-claims';
import { CreditSpendModel, MakeUpCreditModel, MakeupModel } from './attendance.model';

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

const invalidSession = (message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path: 'session', message }]);

/** The session to make up in: another batch of the credit's course, scheduled, still ahead. */
async function targetSession(
  sessionId: string,
  credit: { course: unknown; batch: unknown },
  now: Date,
) {
  const found = await sessionWithBatch(sessionId);
  if (found.batch.course !== String(credit.course)) {
    throw invalidSession('Choose a session of the same course.');
  }
  if (found.batch._id === String(credit.batch)) {
    throw invalidSession('Choose a session of another batch: the credit is for a missed class.');
  }
  if (found.session.status !== 'scheduled' || new Date(found.session.start) <= now) {
    throw invalidSession('Choose a scheduled session that has not started.');
  }
  return found;
}

/**
 * Takes one of the make-up seats the session has free (its seats less those enrolments hold),
 * seat by seat by inserting its unique key: of families racing for the last one, one wins.
 */
async function takeMakeupSeat(found: Awaited<ReturnType<typeof sessionWithBatch>>, values: object) {
  const free = found.batch.seats - (await seatsTakenOf(found.batch._id));
  for (let seat = 1; seat <= free; seat += 1) {
    try {
      return await MakeupModel.create({ _id: `${found.session._id}:${seat}`, ...values });
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  return undefined;
}

/**
 * Spends a family's credit on a session: 409 `credit_expired`, `credit_used` or `batch_full`.
 * The spend's unique key decides a credit spent twice at once; a full session gives it back.
 */
export async function bookMakeup(
  creditId: string,
  sessionId: string,
  { familyId, now }: { familyId: string; now: Date },
): Promise<Makeup> {
  const credit = await MakeUpCreditModel.findOne({
    _id: parseId(creditId, 'Credit'),
    family: familyId,
  }).lean();
  if (!credit) throw notFound('Credit');
  if (credit.expiresAt <= now)
    throw new AppError('credit_expired', 'This make-up credit has expired.');
  if (credit.usedFor) throw new AppError('credit_used', 'This make-up credit is already used.');
  const found = await targetSession(sessionId, credit, now);
  try {
    await CreditSpendModel.create({ _id: String(credit._id), session: found.session._id, at: now });
  } catch (error) {
    if (isDuplicate(error))
      throw new AppError('credit_used', 'This make-up credit is already used.');
    throw error;
  }
  const values = {
    session: found.session._id,
    credit: credit._id,
    family: credit.family,
    student: credit.student,
    bookedAt: now,
  };
  const makeup = await takeMakeupSeat(found, values);
  if (!makeup) {
    await CreditSpendModel.deleteOne({ _id: String(credit._id) });
    throw new AppError('batch_full', 'This session has no seat free for a make-up.');
  }
  await MakeUpCreditModel.updateOne({ _id: credit._id }, { $set: { usedFor: found.session._id } });
  await markSessionTouched(found.session._id);
  return {
    _id: String(makeup._id),
    credit: String(credit._id),
    session: found.session._id,
    student: { _id: String(credit.student._id), name: String(credit.student.name ?? '') },
  };
}
