import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectEnvelope, GENEROUS_LIMITS, testClient } from '../../../../test/http';
import { ContactMessageModel } from '../../contact/contact.model';
import { TeamMemberModel } from '../../team/team.model';
import { BookingModel } from '../booking.model';
import {
  arrangeTutoring,
  bookingClient,
  counts,
  MONDAY_NINE,
  MORNINGS,
  NOW,
  parent,
  slotStarts,
} from './booking-fixtures';

describe('POST /api/bookings', () => {
  it('when a parent books a free slot, then 201 with the booking and its private token, a demo-scheduled lead, and the slot is no longer offered', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);

    const res = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));

    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      start: MONDAY_NINE,
      end: '2027-03-15T13:30:00.000Z',
      status: 'booked',
      name: 'Priya Parent',
      timeZone: 'Asia/Kolkata',
      instituteTimeZone: 'America/New_York',
      course: { _id: courseId },
      tutor: { _id: tutorId },
    });
    expect(res.body.manageToken).toMatch(/^[\w-]{43}$/);
    const stored = await BookingModel.findById(res.body.booking._id).lean();
    // Only the link's hash is kept: the database alone cannot open the booking.
    const hash = createHash('sha256').update(res.body.manageToken).digest('hex');
    expect(stored?.manageTokenHash).toBe(hash);
    expect(JSON.stringify(stored)).not.toContain(res.body.manageToken);
    const lead = await ContactMessageModel.findById(stored?.leadId).lean();
    expect(lead).toMatchObject({
      status: 'demo-scheduled',
      name: 'Priya Parent',
      email: 'priya@example.com',
    });
    expect(lead?.notes).toContain(
      'Demo class booked online: Monday, March 15, 2027 at 9:00 AM EDT',
    );
    expect(await slotStarts(api, courseId)).not.toContain(MONDAY_NINE);
  });

  it('when 50 parents book the same slot at once through two API instances, then exactly one 201 and 49 × 409, and one booking, lead and claim', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    // A second app on the same database: what another API instance behind the proxy is.
    const instances = [api, bookingClient()];
    const before = await counts();

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        instances[index % 2]!.post('/api/bookings').send(
          parent(courseId, tutorId, MONDAY_NINE, `Parent ${index}`),
        ),
      ),
    );

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = answers.find((res) => res.status === 409)!;
    expectEnvelope(refused.body, 'CONFLICT');
    expect(refused.body.message).toContain('just booked by someone else');
    expect(await counts()).toEqual({
      bookings: before.bookings + 1,
      leads: before.leads + 1,
      claims: before.claims + 1,
    });
  });

  it("when a course allows any tutor, then a parent books another tutor's time and the booking names that tutor", async () => {
    const { api, admin, courseId } = await arrangeTutoring(MORNINGS, { anyTutor: true });
    const other = await TeamMemberModel.create({ name: 'Ben Other', role: 'Maths' });
    await api
      .put(`/api/team/${other._id}/availability`)
      .set('Authorization', admin)
      .send({ weekly: [{ day: 1, start: '15:00', end: '16:00' }] });

    const res = await api
      .post('/api/bookings')
      .send(parent(courseId, String(other._id), '2027-03-15T19:00:00.000Z'));

    expect(res.status).toBe(201);
    expect(res.body.booking.tutor).toEqual({ _id: String(other._id), name: 'Ben Other' });
  });

  it('when the time is not one the tutor offers, then 400 saying which rule, and nothing is stored', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring({
      ...MORNINGS,
      daysOff: ['2027-03-16'],
    });
    const before = await counts();
    const cases = [
      ['2027-03-09T14:00:00.000Z', 'start', 'already passed'],
      ['2027-03-10T23:30:00.000Z', 'start', 'at least 12 hours ahead'],
      ['2027-03-15T13:15:00.000Z', 'start', 'on the hour or half past'],
      ['2027-03-15T20:00:00.000Z', 'start', "outside the tutor's hours"],
      ['2027-03-16T13:00:00.000Z', 'start', 'away on that day'],
      ['2027-07-01T13:00:00.000Z', 'start', 'at most 90 days ahead'],
      ['next monday', 'start', 'ISO 8601'],
    ] as const;
    for (const [start, path, message] of cases) {
      const res = await api.post('/api/bookings').send(parent(courseId, tutorId, start));
      expect(res.status, start).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe(path);
      expect(res.body.message).toContain(message);
    }
    const wrongLength = await api
      .post('/api/bookings')
      .send({ ...parent(courseId, tutorId, MONDAY_NINE), end: '2027-03-15T14:00:00.000Z' });
    expect(wrongLength.status).toBe(400);
    expect(wrongLength.body.details[0]).toMatchObject({
      path: 'end',
      message: expect.stringContaining('30 minutes'),
    });
    const noEmail = await api
      .post('/api/bookings')
      .send({ ...parent(courseId, tutorId, MONDAY_NINE), email: '' });
    expect(noEmail.body.details[0]).toMatchObject({
      path: 'email',
      message: 'E-mail is required.',
    });
    expect(await counts()).toEqual(before);
  });

  it('when the course or tutor is unknown, then 404; a tutor who does not teach the course, 400; nothing is stored', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const stranger = await TeamMemberModel.create({ name: 'Not Teaching', role: 'Art' });
    const before = await counts();

    const course = await api
      .post('/api/bookings')
      .send(parent('0123456789abcdef01234567', tutorId, MONDAY_NINE));
    const tutor = await api
      .post('/api/bookings')
      .send(parent(courseId, '0123456789abcdef01234567', MONDAY_NINE));
    const other = await api
      .post('/api/bookings')
      .send(parent(courseId, String(stranger._id), MONDAY_NINE));

    expect([course.status, tutor.status, other.status]).toEqual([404, 404, 400]);
    expect(course.body.message).toBe('Course not found.');
    expect(tutor.body.message).toBe('Tutor not found.');
    expect(other.body.details[0].path).toBe('tutorId');
    expect(await counts()).toEqual(before);
  });
});

describe('booking rate limit', () => {
  it('when one address books more than the limit, then 429 with Retry-After and nothing more is stored', async () => {
    const { courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const limited = testClient({
      clock: () => NOW,
      rateLimits: { ...GENEROUS_LIMITS, booking: { limit: 2, windowMs: 60_000 } },
    });
    const starts = [
      '2027-03-16T13:00:00.000Z',
      '2027-03-16T13:30:00.000Z',
      '2027-03-16T14:00:00.000Z',
    ];
    for (const [index, start] of starts.slice(0, 2).entries()) {
      const booking = parent(courseId, tutorId, start, `Parent ${index}`);
      expect((await limited.post('/api/bookings').send(booking)).status).toBe(201);
    }
    const before = await counts();

    const refused = await limited.post('/api/bookings').send(parent(courseId, tutorId, starts[2]!));

    expect(refused.status).toBe(429);
    expectEnvelope(refused.body, 'RATE_LIMITED');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await counts()).toEqual(before);
  });
});
