import { BOOKING_LIMITS, newBookingSchema } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { ContactMessageModel } from '../../contact/contact.model';
import { OutboxModel } from '../../outbox/outbox.model';
import { BookingModel } from '../booking.model';
import {
  arrangeTutoring,
  counts,
  MONDAY_NINE,
  MORNINGS,
  NOW,
  parent,
  slotStarts,
} from './booking-fixtures';

/** The site with the limits production has (the test client raises the per-address one). */
const strict = () => testClient({ clock: () => NOW, bookingLimits: BOOKING_LIMITS });

/** Twenty free slots: 09:00–12:00 in New York (13:00–16:00 UTC), 15 to 18 March 2027. */
const TWENTY_SLOTS = [15, 16, 17, 18]
  .flatMap((day) =>
    ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30'].map((time) => [day, time]),
  )
  .slice(0, 20)
  .map(([day, time]) => `2027-03-${String(day)}T${String(time)}:00.000Z`);

const upcomingBookings = () => BookingModel.countDocuments({ status: 'booked' });

describe('POST /api/bookings: one visitor cannot take every slot', () => {
  it('when one address books twenty slots under twenty e-mails, then the first 3 are kept and the rest are 429 naming the limit', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    await BookingModel.deleteMany({});
    const api = strict();

    const answers = [];
    for (const [index, start] of TWENTY_SLOTS.entries()) {
      answers.push(
        await api.post('/api/bookings').send(parent(courseId, tutorId, start, `P ${index}`)),
      );
    }

    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, ...Array(17).fill(429)]);
    expectEnvelope(answers[3]!.body, 'RATE_LIMITED');
    expect(answers[3]!.body.message).toContain('At most 3 upcoming demo classes');
    expect(await upcomingBookings()).toBe(3);
    expect(await ContactMessageModel.countDocuments({ status: 'demo-scheduled' })).toBe(3);
    expect(await slotStarts(api, courseId)).toContain(TWENTY_SLOTS[3]);
  });

  it('when one address sends twenty bookings at once, then never more than 3 are kept', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    await BookingModel.deleteMany({});
    const api = strict();

    const answers = await Promise.all(
      TWENTY_SLOTS.map((start, index) =>
        api.post('/api/bookings').send(parent(courseId, tutorId, start, `Q ${index}`)),
      ),
    );

    const kept = answers.filter((res) => res.status === 201).length;
    expect(answers.every((res) => [201, 429].includes(res.status))).toBe(true);
    expect(kept).toBeLessThanOrEqual(3);
    expect(await upcomingBookings()).toBe(kept);
  });

  it('when an e-mail already holds an upcoming class of the course, then a second is 429 naming the limit; once cancelled, it books again', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const api = strict();
    await BookingModel.deleteMany({});
    const first = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const before = await counts();

    const second = await api
      .post('/api/bookings')
      .send({ ...parent(courseId, tutorId, TWENTY_SLOTS[1]!), email: 'PRIYA@example.com' });

    expect(second.status).toBe(429);
    expectEnvelope(second.body, 'RATE_LIMITED');
    expect(second.body.message).toContain('at most 1 per course');
    expect(await counts()).toEqual(before);
    await api.delete(`/api/bookings/manage/${first.body.manageToken}`).expect(204);
    const again = await api.post('/api/bookings').send(parent(courseId, tutorId, TWENTY_SLOTS[1]!));
    expect(again.status).toBe(201);
  });
});

describe('POST /api/bookings: the contact form spam signals', () => {
  it.each([
    ['the hidden website field is filled', { website: 'https://spam.example' }],
    ['the form was sent faster than a person types', { elapsedMs: 400 }],
  ])(
    'when %s, then 201 like any other, but no slot is held and no mail queued',
    async (_, signals) => {
      const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
      await OutboxModel.deleteMany({});
      const bookings = await BookingModel.countDocuments();

      const res = await api
        .post('/api/bookings')
        .send({ ...parent(courseId, tutorId, MONDAY_NINE), ...signals });

      expect(res.status).toBe(201);
      expect(newBookingSchema.parse(res.body)).toEqual(res.body);
      expect(res.body.booking).toMatchObject({ start: MONDAY_NINE, status: 'booked' });
      expect(await BookingModel.countDocuments()).toBe(bookings);
      expect(await slotStarts(api, courseId)).toContain(MONDAY_NINE);
      expect(await OutboxModel.countDocuments()).toBe(0);
      expect((await api.get(`/api/bookings/manage/${res.body.manageToken}`)).status).toBe(404);
      const lead = await ContactMessageModel.findOne().sort({ _id: -1 }).lean();
      expect(lead?.status).toBe('spam');
    },
  );

  it('when a person takes their time and leaves the hidden field empty, then the booking is real', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);

    const res = await api
      .post('/api/bookings')
      .send({ ...parent(courseId, tutorId, MONDAY_NINE), website: '', elapsedMs: 45_000 });

    expect(res.status).toBe(201);
    expect(await slotStarts(api, courseId)).not.toContain(MONDAY_NINE);
  });
});
