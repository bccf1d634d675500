import { describe, expect, it } from 'vitest';
import { SeatClaimModel } from '../batch.model';
import { releaseSeat, seatsLeftOf, takeSeat } from '../seat-claims';
import { arrangeClasses, thursdayBatch } from './batch-fixtures';

/** A batch of 3 seats, made through the API. */
async function threeSeatBatch() {
  const { api, admin, tutorId, courseId } = await arrangeClasses();
  const created = await api
    .post('/api/batches')
    .set('Authorization', admin)
    .send(thursdayBatch(courseId, tutorId));
  return created.body.batch._id as string;
}

describe('seat claims', () => {
  it('when 20 take a seat of a 3-seat batch at once, then exactly 3 succeed and the rest are batch_full', async () => {
    const batchId = await threeSeatBatch();

    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, n) => takeSeat(batchId, `holder-${n}`)),
    );

    const won = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(won).toHaveLength(3);
    expect(
      refused.every((result) => (result.reason as { code?: string }).code === 'batch_full'),
    ).toBe(true);
    expect(await SeatClaimModel.countDocuments({ batch: batchId })).toBe(3);
    expect(await seatsLeftOf(batchId, 3)).toBe(0);
  });

  it('when a seat is released, then it can be taken again', async () => {
    const batchId = await threeSeatBatch();
    const claims = await Promise.all([1, 2, 3].map((n) => takeSeat(batchId, `holder-${n}`)));

    const released = await releaseSeat(String(claims[1]!._id));
    const again = await takeSeat(batchId, 'holder-4');

    expect(released).toBe(true);
    expect(again._id).toBe(claims[1]!._id);
  });
});
