import type { Enrolment } from '@tutoring/shared';
import { AppError } from '../../lib/errors';
import { batchForEnrolment } from '../batches/batch-queries';
import { passSeats, releaseSeatsOf } from '../batches/seat-claims';
import { createEnrolment } from './enrol';
import type { EnrolmentLends, OfferContext } from './enrolment-lends';
import { WaitlistEntryModel } from './waitlist.model';
import { endOffer, offerFreedSeats, offerHolder, openOfferOf } from './waitlist-offers';

const ANSWERED = 'This offer is unknown or already answered.';

/**
 * Accepts the offer of a link: the offer ends as accepted (one of racing answers wins), the
 * guardian's family account is made or reused as enrolling does, and the held seat passes
 * to the new enrolment, never free in between. Should enrolling fail, the seat goes to the
 * next in line.
 */
export async function acceptOffer(
  token: string,
  lends: EnrolmentLends,
  context: OfferContext,
): Promise<Enrolment> {
  const offer = await openOfferOf(token, context);
  const entry = await WaitlistEntryModel.findById(offer._id).lean();
  if (!entry || !(await endOffer(offer._id, 'accepted', context.now))) {
    throw new AppError('NOT_FOUND', ANSWERED);
  }
  const batchId = String(offer.batch);
  const holder = offerHolder(String(offer._id));
  try {
    const batch = await batchForEnrolment(batchId);
    const { familyId } = await lends.familyForGuardian(
      { guardianName: entry.guardianName, email: entry.email, mobile: entry.mobile ?? '' },
      context,
    );
    const student = await lends.studentOfFamily(familyId, { studentName: entry.studentName });
    return await createEnrolment({
      batch,
      familyId,
      student,
      now: context.now,
      seat: async (id) => {
        if ((await passSeats(batchId, holder, id)) === 0) {
          throw new AppError('batch_full', 'The seat of this offer is no longer held.');
        }
      },
      unseat: (id) => releaseSeatsOf(batchId, id),
    });
  } catch (error) {
    await releaseSeatsOf(batchId, holder);
    await offerFreedSeats(batchId, context);
    throw error;
  }
}
