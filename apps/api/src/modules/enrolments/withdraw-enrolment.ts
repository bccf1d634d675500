import { trusted } from 'mongoose';
import { notFound } from '../../lib/errors';
import { releaseSeatsOf } from '../batches/seat-claims';
import type { OfferContext } from './enrolment-lends';
import { SEAT_HOLDING } from './enrolment-queries';
import { EnrolmentModel, EnrolmentPlaceModel } from './enrolment.model';
import { toEnrolment } from './enrol';
import { expireOffers, offerFreedSeats } from './waitlist-offers';

/**
 * Withdraws an enrolment that holds a seat: by staff (any), or by its family (theirs only;
 * another family's reads as unknown, 404). Its seat is given back and offered to the first
 * in line. Answers it before and after, for the Activity log.
 */
export async function withdrawEnrolment(
  id: string,
  by: { familyId: string } | 'staff',
  context: OfferContext,
) {
  const scope = by === 'staff' ? {} : { family: by.familyId };
  const before = await EnrolmentModel.findOne({
    _id: id,
    ...scope,
    status: trusted({ $in: [...SEAT_HOLDING] }),
  }).lean();
  if (!before) throw notFound('Enrolment');
  // Of two withdrawals racing, one moves it; the other finds nothing to withdraw.
  const { modifiedCount } = await EnrolmentModel.updateOne(
    { _id: id, status: before.status },
    {
      $set: {
        status: 'withdrawn',
        withdrawnAt: context.now,
        withdrawnBy: by === 'staff' ? 'staff' : 'family',
      },
    },
  );
  if (modifiedCount === 0) throw notFound('Enrolment');
  const batchId = String(before.batch);
  await EnrolmentPlaceModel.deleteOne({
    _id: `${batchId}:${String(before.student._id)}`,
    enrolment: before._id,
  });
  await releaseSeatsOf(batchId, id);
  // Offers of this batch past their hold move on first, so the line is offered in order.
  await expireOffers(context, batchId);
  await offerFreedSeats(batchId, context);
  return {
    before: toEnrolment(before),
    after: { ...toEnrolment(before), status: 'withdrawn' as const },
  };
}
