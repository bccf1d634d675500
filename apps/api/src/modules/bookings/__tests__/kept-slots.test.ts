import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { SlotClaimModel } from '../booking.model';
import { slotKey } from '../slots';
import { arrangeTutoring, MONDAY_NINE, MORNINGS, NOW, parent } from './booking-fixtures';

const HOUR = 3_600_000;
const MONDAY_TEN = '2027-03-15T14:00:00.000Z';

/** The app as the server runs it: free-slots answers kept, on a clock the test moves. */
function keepingClient() {
  const clock = { now: NOW };
  return { api: testClient({ responseCache: true, clock: () => clock.now }), clock };
}

const startsOn = async (api: ReturnType<typeof testClient>, course: string, from: string) => {
  const res = await api.get('/api/slots').query({ course, from, days: 1 });
  expect(res.status).toBe(200);
  return res.body.slots.map((slot: { start: string }) => slot.start) as string[];
};

describe('GET /api/slots, kept between requests', () => {
  it('when a slot is booked, moved, cancelled by link or by an admin, or its parent erased, then the very next answer follows each', async () => {
    const { courseId, tutorId, admin } = await arrangeTutoring(MORNINGS);
    const { api } = keepingClient();
    const monday = () => startsOn(api, courseId, '2027-03-15');
    const first = await api.get('/api/slots').query({ course: courseId, from: '2027-03-15' });
    const again = await api.get('/api/slots').query({ course: courseId, from: '2027-03-15' });
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await monday()).toContain(MONDAY_NINE);

    const booked = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    expect(booked.status).toBe(201);
    expect(await monday()).not.toContain(MONDAY_NINE);

    const link = `/api/bookings/manage/${booked.body.manageToken}`;
    const moved = await api.patch(link).send({ start: MONDAY_TEN });
    expect(moved.status).toBe(200);
    expect(await monday()).toContain(MONDAY_NINE);
    expect(await monday()).not.toContain(MONDAY_TEN);

    expect((await api.delete(`/api/bookings/manage/${moved.body.manageToken}`)).status).toBe(204);
    expect(await monday()).toContain(MONDAY_TEN);

    const rebooked = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_TEN));
    expect(await monday()).not.toContain(MONDAY_TEN);
    const cancelled = await api
      .delete(`/api/bookings/${rebooked.body.booking._id}`)
      .set('Authorization', admin);
    expect(cancelled.status).toBe(204);
    expect(await monday()).toContain(MONDAY_TEN);

    const erasable = parent(courseId, tutorId, MONDAY_TEN, 'Erin Erased');
    expect((await api.post('/api/bookings').send(erasable)).status).toBe(201);
    expect(await monday()).not.toContain(MONDAY_TEN);
    const erased = await api
      .post('/api/privacy/erase')
      .set('Authorization', admin)
      .send({ email: erasable.email });
    expect(erased.status).toBe(200);
    expect(await monday()).toContain(MONDAY_TEN);
  });

  it('when time passes a slot into its notice, or brings a day within the 90-day horizon, then the kept answer is not sent', async () => {
    const { courseId } = await arrangeTutoring(MORNINGS);
    const { api, clock } = keepingClient();
    // Thursday 11 March, 09:00 in New York (14:00 UTC): 26 hours after NOW, notice 12 hours.
    expect((await startsOn(api, courseId, '2027-03-11'))[0]).toBe('2027-03-11T14:00:00.000Z');
    // Tuesday 8 June, 09:00 in New York: an hour beyond the horizon at NOW.
    expect(await startsOn(api, courseId, '2027-06-08')).toEqual([]);

    clock.now = new Date(NOW.getTime() + 14 * HOUR + 1);

    expect((await startsOn(api, courseId, '2027-03-11'))[0]).toBe('2027-03-11T14:30:00.000Z');
    expect((await startsOn(api, courseId, '2027-06-08')).slice(0, 2)).toEqual([
      '2027-06-08T13:00:00.000Z',
      '2027-06-08T13:30:00.000Z',
    ]);
  });

  it('when the answer is kept, then a claim written behind the API is seen once a write through it moves the claims on', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { api } = keepingClient();
    expect(await startsOn(api, courseId, '2027-03-15')).toContain(MONDAY_NINE);

    const start = new Date(MONDAY_NINE);
    const bookingId = new Types.ObjectId();
    await SlotClaimModel.create({ _id: slotKey(tutorId, start), tutorId, start, bookingId });
    expect(await startsOn(api, courseId, '2027-03-15')).toContain(MONDAY_NINE);

    await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_TEN));
    const after = await startsOn(api, courseId, '2027-03-15');
    expect(after).not.toContain(MONDAY_NINE);
    expect(after).not.toContain(MONDAY_TEN);
  });
});
