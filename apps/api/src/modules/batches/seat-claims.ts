import { trusted } from 'mongoose';
import { AppError, notFound } from '../../lib/errors';
import { BatchModel, SeatClaimModel } from './batch.model';

const FULL = 'This batch is full: no seat is left.';

/** The claim's _id of seat `n` of a batch: one insert of it can succeed, ever. */
const seatKey = (batchId: string, seat: number) => `${batchId}:${seat}`;

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** The claims a batch holds, seat numbers beyond its seats included (seats lowered later). */
export const seatsTakenOf = (batchId: string) => SeatClaimModel.countDocuments({ batch: batchId });

/** How many seats are free: none below zero. */
export async function seatsLeftOf(batchId: string, seats: number): Promise<number> {
  return Math.max(0, seats - (await seatsTakenOf(batchId)));
}

/** Seats taken of many batches at once, by batch id. */
export async function seatsTakenByBatch(batchIds: string[]): Promise<Map<string, number>> {
  const claims = await SeatClaimModel.find({ batch: trusted({ $in: batchIds }) })
    .select('batch')
    .lean();
  const taken = new Map<string, number>();
  for (const claim of claims) {
    const id = String(claim.batch);
    taken.set(id, (taken.get(id) ?? 0) + 1);
  }
  return taken;
}

/** The first free seat number of 1..seats not in `taken` that the unique _id lets us have. */
async function claimFreeSeat(batchId: string, seats: number, taken: Set<number>, holder: string) {
  for (let seat = 1; seat <= seats; seat += 1) {
    if (taken.has(seat)) continue;
    try {
      return await SeatClaimModel.create({
        _id: seatKey(batchId, seat),
        batch: batchId,
        seat,
        holder,
        takenAt: new Date(),
      });
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  return undefined;
}

const seatNumbersOf = async (batchId: string) =>
  new Set(
    (await SeatClaimModel.find({ batch: batchId }).select('seat').lean()).map(
      (claim) => claim.seat,
    ),
  );

/**
 * Takes a free seat of the batch for `holder`, or 409 `batch_full`. The seats are tried in
 * turn by inserting their claims: the unique _id lets exactly one of racing requests have
 * each seat, whatever instance they reach. The numbers already held are skipped, so a
 * request only contends for the seats that looked free when it read them.
 */
export async function takeSeat(batchId: string, holder: string) {
  const batch = await BatchModel.findById(batchId).select('seats').lean();
  if (!batch) throw notFound('Batch');
  const claim = await claimFreeSeat(batchId, batch.seats, await seatNumbersOf(batchId), holder);
  if (!claim) throw new AppError('batch_full', FULL);
  return claim;
}

/**
 * After a batch's seats were lowered to `seats`: claims numbered above it move into free
 * numbers within it (each move an insert the unique _id decides, then the old claim goes),
 * so the numbers again say which seats are taken and takeSeat never hands out one too many.
 */
export async function compactSeats(batchId: string, seats: number): Promise<void> {
  const above = await SeatClaimModel.find({ batch: batchId, seat: trusted({ $gt: seats }) }).lean();
  for (const claim of above) {
    const moved = await claimFreeSeat(batchId, seats, await seatNumbersOf(batchId), claim.holder);
    if (moved) await SeatClaimModel.deleteOne({ _id: claim._id });
  }
}

/** Gives a seat back; false when nothing held it. */
export async function releaseSeat(claimId: string): Promise<boolean> {
  return (await SeatClaimModel.deleteOne({ _id: claimId })).deletedCount === 1;
}

/** Gives back the seats a holder has (an enrolment, an offer); how many went. */
export async function releaseSeatsOf(batchId: string, holder: string): Promise<number> {
  return (await SeatClaimModel.deleteMany({ batch: batchId, holder })).deletedCount;
}

/**
 * Hands the seats of one holder to another (an accepted offer's seat to its enrolment, a
 * seat taken for the waitlist to the offer): the seat is never free in between.
 */
export async function passSeats(batchId: string, from: string, to: string): Promise<number> {
  return (
    await SeatClaimModel.updateMany({ batch: batchId, holder: from }, { $set: { holder: to } })
  ).modifiedCount;
}
