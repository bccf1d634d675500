import type { Enrolment, enrolmentInputSchema } from '@tutoring/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { batchForEnrolment } from '../batches/batch-queries';
import { releaseSeatsOf, seatsLeftOf, takeSeat } from '../batches/seat-claims';
import { leadOriginOf } from '../contact/lead-origin';
import { createEnrolment } from './enrol';
import type { EnrolmentLends, OfferContext } from './enrolment-lends';
import { expireOffers, someoneWaits } from './waitlist-offers';

type EnrolmentInput = z.output<typeof enrolmentInputSchema>;

const FULL =
  'This batch is full: no seat is left. Join its waitlist to be offered the next free seat.';

/** 409 `batch_full`, offering the waitlist (its details name where to join). */
export const batchFull = (batchId: string) =>
  new AppError('batch_full', FULL, [
    { path: 'waitlist', message: `POST /api/batches/${batchId}/waitlist` },
  ]);

/** 409 for a batch that takes no enrolments (closed, or ended). */
export const notOpen = () =>
  new AppError('CONFLICT', 'This batch is not open for enrolment.', [
    { path: 'batch', message: 'Choose an open batch.' },
  ]);

/**
 * Enrols a student in an open batch. A full batch, or one whose freed seats are held for
 * those waiting (nobody jumps the line), is 409 `batch_full` before any account is made. The
 * guardian's family account is made or reused, then the student's place, the seat and the
 * enrolment are taken in turn (enrol.ts undoes each on a later failure).
 * `signedInFamily`: the family account of a signed-in guardian, who may name a student by id.
 */
export async function enrolInBatch(
  batchId: string,
  input: EnrolmentInput,
  signedInFamily: string | undefined,
  lends: EnrolmentLends,
  context: OfferContext,
): Promise<Enrolment> {
  const batch = await batchForEnrolment(batchId);
  if (batch.status !== 'open') throw notOpen();
  if (input.studentId !== undefined && !signedInFamily) {
    const message = 'Sign in to choose one of your students, or give the student name.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'studentId', message }]);
  }
  await leadOriginOf({ consent: input.consent }, context.now);
  await expireOffers(context, batchId);
  if ((await someoneWaits(batchId)) || (await seatsLeftOf(batchId, batch.seats)) === 0) {
    throw batchFull(batchId);
  }
  const familyId =
    signedInFamily ??
    (
      await lends.familyForGuardian(
        {
          guardianName: input.guardianName,
          email: input.email,
          mobile: input.mobile,
          consent: input.consent,
        },
        context,
      )
    ).familyId;
  const student = await lends.studentOfFamily(
    familyId,
    input.studentId !== undefined
      ? { studentId: input.studentId }
      : { studentName: input.studentName ?? '' },
  );
  return createEnrolment({
    batch,
    familyId,
    student,
    now: context.now,
    seat: async (id) => {
      try {
        return await takeSeat(batchId, id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'batch_full') throw batchFull(batchId);
        throw error;
      }
    },
    unseat: (id) => releaseSeatsOf(batchId, id),
  });
}
