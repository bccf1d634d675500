import type { WaitlistEntry, waitlistInputSchema } from '@tutoring/shared';
import { trusted } from 'mongoose';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { batchForEnrolment } from '../batches/batch-queries';
import { seatsLeftOf } from '../batches/seat-claims';
import { notOpen } from './enrol-in-batch';
import type { OfferContext } from './enrolment-lends';
import { WaitlistEntryModel } from './waitlist.model';
import { expireOffers, offerFreedSeats, someoneWaits, waitingEntriesOf } from './waitlist-offers';

type WaitlistInput = z.output<typeof waitlistInputSchema>;

const SEATS_AVAILABLE = 'Seats of this batch are free: enrol instead of joining the waitlist.';

/**
 * Joins an open batch's waitlist, only while it has no free seat for a newcomer (one is
 * free and nobody waits: 409 `seats_available`). Answers the place in line, 1 the first.
 */
export async function joinWaitlist(
  batchId: string,
  input: WaitlistInput,
  context: OfferContext,
): Promise<WaitlistEntry> {
  const batch = await batchForEnrolment(batchId);
  if (batch.status !== 'open') throw notOpen();
  await expireOffers(context, batchId);
  if ((await seatsLeftOf(batchId, batch.seats)) > 0 && !(await someoneWaits(batchId))) {
    throw new AppError('seats_available', SEATS_AVAILABLE);
  }
  const entry = await WaitlistEntryModel.create({
    batch: batchId,
    studentName: input.studentName,
    guardianName: input.guardianName,
    email: input.email.toLowerCase(),
    mobile: input.mobile,
    joinedAt: context.now,
  });
  const waiting = await waitingEntriesOf(batchId);
  const position = waiting.findIndex((one) => String(one._id) === String(entry._id)) + 1;
  // A seat freed while this entry was written finds it now.
  await offerFreedSeats(batchId, context);
  return { _id: String(entry._id), position: Math.max(1, position) };
}

/** How many wait for each batch (GET /batches' `waitlisted`), by batch id. */
export async function waitlistCounts(batchIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (batchIds.length === 0) return counts;
  const entries = await WaitlistEntryModel.find({
    batch: trusted({ $in: batchIds }),
    status: 'waiting',
  })
    .select('batch')
    .lean();
  for (const entry of entries) {
    const id = String(entry.batch);
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
