import { trusted } from 'mongoose';
import { sameInAnyCase } from '../../lib/db/text-match';
import { releaseSeatsOf } from '../batches/seat-claims';
import type { OfferContext } from './enrolment-lends';
import { SEAT_HOLDING } from './enrolment-queries';
import { EnrolmentModel, EnrolmentPlaceModel } from './enrolment.model';
import { endOffer, offerFreedSeats, offerHolder } from './waitlist-offers';
import { WaitlistEntryModel, WaitlistOfferEndModel, WaitlistOfferModel } from './waitlist.model';

/** A family's enrolments (its guardian's data copy), oldest first; none for no family. */
export const findEnrolmentsOfFamily = (familyId: string | undefined) =>
  familyId ? EnrolmentModel.find({ family: familyId }).sort({ enrolledAt: 1 }).lean() : [];

/** A person's waitlist entries, by the address they gave (any letter case), oldest first. */
export const findWaitlistEntriesOfPerson = (email: string) =>
  WaitlistEntryModel.find({ email: sameInAnyCase(email) })
    .sort({ joinedAt: 1 })
    .lean();

/**
 * Erases a person's enrolments (their family's) and waitlist entries with their offers.
 * Seats they held are given back and offered to the next in line, as a withdrawal's are;
 * nobody is mailed about the erased person. Answers how many of each went.
 */
export async function eraseEnrolmentsOfPerson(
  email: string,
  familyId: string | undefined,
  context: OfferContext,
) {
  const enrolments = await findEnrolmentsOfFamily(familyId);
  const entries = await findWaitlistEntriesOfPerson(email);
  const freed = new Set<string>();
  for (const enrolment of enrolments) {
    if ((SEAT_HOLDING as readonly string[]).includes(enrolment.status)) {
      await releaseSeatsOf(String(enrolment.batch), String(enrolment._id));
      freed.add(String(enrolment.batch));
    }
  }
  for (const entry of entries) {
    if (entry.status === 'offered' && (await endOffer(entry._id, 'declined', context.now))) {
      await releaseSeatsOf(String(entry.batch), offerHolder(String(entry._id)));
      freed.add(String(entry.batch));
    }
  }
  const enrolmentIds = enrolments.map((enrolment) => enrolment._id);
  const entryIds = entries.map((entry) => entry._id);
  await EnrolmentPlaceModel.deleteMany({ enrolment: trusted({ $in: enrolmentIds }) });
  await EnrolmentModel.deleteMany({ _id: trusted({ $in: enrolmentIds }) });
  await WaitlistOfferModel.deleteMany({ _id: trusted({ $in: entryIds }) });
  await WaitlistOfferEndModel.deleteMany({ _id: trusted({ $in: entryIds }) });
  await WaitlistEntryModel.deleteMany({ _id: trusted({ $in: entryIds }) });
  for (const batchId of freed) await offerFreedSeats(batchId, context);
  return { enrolments: enrolments.length, waitlist: entries.length };
}
