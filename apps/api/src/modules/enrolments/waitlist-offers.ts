import { createHash, randomBytes } from 'node:crypto';
import { trusted, Types } from 'mongoose';
import { AppError } from '../../lib/errors';
import { batchForEnrolment } from '../batches/batch-queries';
import { passSeats, releaseSeatsOf, takeSeat } from '../batches/seat-claims';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import type { OfferContext } from './enrolment-lends';
import { mailOffer } from './offer-mail';
import { WaitlistEntryModel, WaitlistOfferEndModel, WaitlistOfferModel } from './waitlist.model';

const HOUR = 60 * 60_000;

type Outcome = 'accepted' | 'declined' | 'expired';

/** The holder of the seat an offer holds (batches/seat-claims.ts). */
export const offerHolder = (offerId: string) => `offer:${offerId}`;

export const offerTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

export const OFFER_EXPIRED = 'This offer has expired: the seat went to the next in line.';

/** The waiting entries of a batch, first joined first. */
export const waitingEntriesOf = (batchId: string) =>
  WaitlistEntryModel.find({ batch: batchId, status: 'waiting' })
    .sort({ joinedAt: 1, _id: 1 })
    .lean();

export const someoneWaits = async (batchId: string) =>
  (await WaitlistEntryModel.exists({ batch: batchId, status: 'waiting' })) !== null;

/**
 * Offers the batch's free seats to those waiting, in order. A seat is taken first (for the
 * waitlist, under a holder of its own) and only then given to the first waiting entry that
 * no offer has yet: the offer's _id is the entry's, so racing releases on any instance each
 * offer a different entry, in line, and none of them twice. A seat nobody takes goes back.
 */
export async function offerFreedSeats(batchId: string, context: OfferContext): Promise<void> {
  for (;;) {
    if (!(await someoneWaits(batchId))) return;
    const pending = `waitlist:${String(new Types.ObjectId())}`;
    try {
      await takeSeat(batchId, pending);
    } catch (error) {
      if (error instanceof AppError && error.code === 'batch_full') return;
      throw error;
    }
    if (!(await offerSeatToFirst(batchId, pending, context))) {
      await releaseSeatsOf(batchId, pending);
      return;
    }
  }
}

async function offerSeatToFirst(batchId: string, pending: string, context: OfferContext) {
  const { waitlistHoldHours } = await siteSettingsStore.get();
  const expiresAt = new Date(context.now.getTime() + waitlistHoldHours * HOUR);
  for (const entry of await waitingEntriesOf(batchId)) {
    const token = randomBytes(32).toString('base64url');
    try {
      await WaitlistOfferModel.create({
        _id: entry._id,
        batch: batchId,
        tokenHash: offerTokenHash(token),
        expiresAt,
      });
    } catch (error) {
      if (isDuplicate(error)) continue;
      throw error;
    }
    const offerId = String(entry._id);
    await passSeats(batchId, pending, offerHolder(offerId));
    await WaitlistEntryModel.updateOne({ _id: entry._id }, { $set: { status: 'offered' } });
    const batch = await batchForEnrolment(batchId);
    await mailOffer({
      offerId,
      to: entry.email,
      studentName: entry.studentName,
      batch,
      token,
      expiresAt,
      origin: context.origin,
    });
    context.log?.info({ event: 'waitlist.offered', offerId, batchId }, 'seat offered');
    return true;
  }
  return false;
}

/**
 * Ends an open offer: the unique key of its end lets one of an accept, a decline and an
 * expiry have it. False when it had already ended.
 */
export async function endOffer(offerId: unknown, outcome: Outcome, now: Date): Promise<boolean> {
  try {
    await WaitlistOfferEndModel.create({ _id: offerId, outcome, at: now });
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
  await WaitlistOfferModel.updateOne({ _id: offerId }, { $set: { status: outcome } });
  const entryStatus = outcome === 'accepted' ? 'enrolled' : outcome;
  await WaitlistEntryModel.updateOne({ _id: offerId }, { $set: { status: entryStatus } });
  return true;
}

/** Ends an offer without taking its seat (declined, expired): the next in line is offered it. */
export async function letOfferGo(
  offer: { _id: unknown; batch: unknown },
  outcome: Exclude<Outcome, 'accepted'>,
  context: OfferContext,
): Promise<boolean> {
  if (!(await endOffer(offer._id, outcome, context.now))) return false;
  const batchId = String(offer.batch);
  await releaseSeatsOf(batchId, offerHolder(String(offer._id)));
  await offerFreedSeats(batchId, context);
  return true;
}

/**
 * Offers past their hold, of one batch or all: each ends as expired and its seat is offered
 * to the next. The periodic chore runs it, and so does anything that touches an offer or a
 * batch; running side by side is safe (endOffer decides). Answers how many expired.
 */
export async function expireOffers(context: OfferContext, batchId?: string): Promise<number> {
  const due = await WaitlistOfferModel.find({
    status: 'open',
    expiresAt: trusted({ $lte: context.now }),
    ...(batchId ? { batch: batchId } : {}),
  })
    .sort({ expiresAt: 1 })
    .lean();
  let expired = 0;
  for (const offer of due) {
    if (await letOfferGo(offer, 'expired', context)) expired += 1;
  }
  return expired;
}

/**
 * The open offer of a link's token: 404 for an unknown or used one, 410 once expired (an
 * expiry not yet processed is processed now, and the seat goes to the next).
 */
export async function openOfferOf(token: string, context: OfferContext) {
  const offer = await WaitlistOfferModel.findOne({ tokenHash: offerTokenHash(token) }).lean();
  if (!offer) throw new AppError('NOT_FOUND', 'This offer is unknown or already answered.');
  if (offer.status === 'open' && offer.expiresAt.getTime() <= context.now.getTime()) {
    await letOfferGo(offer, 'expired', context);
    throw new AppError('offer_expired', OFFER_EXPIRED);
  }
  if (offer.status === 'expired') throw new AppError('offer_expired', OFFER_EXPIRED);
  if (offer.status !== 'open') {
    throw new AppError('NOT_FOUND', 'This offer is unknown or already answered.');
  }
  return offer;
}
