import { describe, expect, it } from 'vitest';
import { BookingModel, SlotClaimModel } from '../booking.model';
import { slotKey } from '../slots';
import { arrangeTutoring, bookingClient, MONDAY_NINE, MORNINGS, parent } from './booking-fixtures';

/** Monday 15 March 2027 in New York, 10:00 to 11:30: the times a booking races to. */
const LATER = ['14:00', '14:30', '15:00', '15:30'].map((time) => `2027-03-15T${time}:00.000Z`);

/**
 * What must hold after any race: a booked booking holds exactly the claim of its own slot,
 * a cancelled one holds none.
 */
async function expectClaimsMatch(bookingId: string) {
  const booking = await BookingModel.findById(bookingId).lean();
  const claims = await SlotClaimModel.find({ bookingId }).lean();
  const expected =
    booking?.status === 'booked' ? [slotKey(String(booking.tutor._id), booking.start)] : [];
  expect(claims.map((claim) => claim._id)).toEqual(expected);
  return booking;
}

describe('a booking changed by several requests at once', () => {
  it('when moves to different times race through two API instances, then one is stored, the others are refused and give their new slot back', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const instances = [api, bookingClient()];

    const answers = await Promise.all(
      LATER.map((start, index) =>
        instances[index % 2]!.patch(`/api/bookings/manage/${body.manageToken}`).send({ start }),
      ),
    );

    const moved = answers.filter((res) => res.status === 200);
    expect(moved).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.status !== 200)) {
      expect([404, 409]).toContain(res.status);
    }
    const booking = await expectClaimsMatch(body.booking._id);
    expect(booking?.start.toISOString()).toBe(moved[0]!.body.booking.start);
  });

  it('when a cancel and moves race, then the booking ends cancelled with no slot, or moved with exactly its new one', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const link = `/api/bookings/manage/${body.manageToken}`;

    const answers = await Promise.all([
      api.delete(link),
      ...LATER.slice(0, 2).map((start) => bookingClient().patch(link).send({ start })),
    ]);

    const succeeded = answers.filter((res) => res.status === 200 || res.status === 204);
    expect(succeeded).toHaveLength(1);
    const booking = await expectClaimsMatch(body.booking._id);
    expect(booking?.status).toBe(succeeded[0]!.status === 204 ? 'cancelled' : 'booked');
  });
});
