import { describe, expect, it } from 'vitest';
import { expectEnvelope, GENEROUS_LIMITS, testClient } from '../../../../test/http';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import { ContactMessageModel } from '../../contact/contact.model';
import { TeamMemberModel } from '../../team/team.model';
import { BookingModel, SlotClaimModel } from '../booking.model';
import { arrangeTutoring, bookingClient, MORNINGS, NOW, parent } from './booking-fixtures';

/** Monday 15 March 2027, 09:00 in New York (EDT). */
const MONDAY_NINE = '2027-03-15T13:00:00.000Z';

const counts = async () => ({
  bookings: await BookingModel.countDocuments(),
  leads: await ContactMessageModel.countDocuments(),
  claims: await SlotClaimModel.countDocuments(),
});

const slotStarts = async (api: ReturnType<typeof bookingClient>, course: string) =>
  (await api.get('/api/slots').query({ course, from: '2027-03-15', days: 1 })).body.slots.map(
    (slot: { start: string }) => slot.start,
  );

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
    expect(stored?.manageTokenHash).not.toContain(res.body.manageToken);
    const lead = await ContactMessageModel.findById(stored?.leadId).lean();
    expect(lead).toMatchObject({
      status: 'demo-scheduled',
      name: 'Priya Parent',
      email: 'priya@example.com',
    });
    expect(lead?.notes).toContain('Demo class booked online: Monday 15 March 2027, 09:00');
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
    for (const start of starts.slice(0, 2)) {
      expect(
        (await limited.post('/api/bookings').send(parent(courseId, tutorId, start))).status,
      ).toBe(201);
    }
    const before = await counts();

    const refused = await limited.post('/api/bookings').send(parent(courseId, tutorId, starts[2]!));

    expect(refused.status).toBe(429);
    expectEnvelope(refused.body, 'RATE_LIMITED');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(await counts()).toEqual(before);
  });
});

describe('/api/bookings/manage/:token', () => {
  it('when the parent cancels through the link, then 204, the slot is free again, the lead notes say so, and the link is used up', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const { body } = await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE));
    const link = `/api/bookings/manage/${body.manageToken}`;

    const read = await api.get(link);
    const cancel = await api.delete(link);

    expect(read.status).toBe(200);
    expect(read.body.booking._id).toBe(body.booking._id);
    expect(cancel.status).toBe(204);
    expect(await slotStarts(api, courseId)).toContain(MONDAY_NINE);
    const stored = await BookingModel.findById(body.booking._id).lean();
    expect(stored?.status).toBe('cancelled');
    const lead = await ContactMessageModel.findById(stored?.leadId).lean();
    expect(lead?.notes).toContain('cancelled by the parent');
    expect((await api.get(link)).status).toBe(404);
    expect((await api.delete(link)).status).toBe(404);
    const again = await api
      .post('/api/bookings')
      .send(parent(courseId, tutorId, MONDAY_NINE, 'Next Parent'));
    expect(again.status).toBe(201);
  });

  it('when the parent moves the booking, then 200 with a new link (the old one is 404), the old slot is free and the new one taken; a taken slot is 409', async () => {
    const { api, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const first = (await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE)))
      .body;
    const taken = '2027-03-15T14:00:00.000Z';
    await api.post('/api/bookings').send(parent(courseId, tutorId, taken, 'Other Parent'));

    const refused = await api
      .patch(`/api/bookings/manage/${first.manageToken}`)
      .send({ start: taken });
    expect(refused.status).toBe(409);
    const moved = await api
      .patch(`/api/bookings/manage/${first.manageToken}`)
      .send({ start: '2027-03-15T15:00:00.000Z' });

    expect(moved.status).toBe(200);
    expect(moved.body.booking.start).toBe('2027-03-15T15:00:00.000Z');
    expect(moved.body.manageToken).not.toBe(first.manageToken);
    expect((await api.get(`/api/bookings/manage/${first.manageToken}`)).status).toBe(404);
    expect((await api.get(`/api/bookings/manage/${moved.body.manageToken}`)).status).toBe(200);
    const free = await slotStarts(api, courseId);
    expect(free).toContain(MONDAY_NINE);
    expect(free).not.toContain('2027-03-15T15:00:00.000Z');
    const lead = await ContactMessageModel.findById(
      (await BookingModel.findById(first.booking._id))?.leadId,
    ).lean();
    expect(lead?.notes).toContain('moved by the parent from Monday 15 March 2027, 09:00');
  });

  it('when the token is unknown, then 404 for reading, moving and cancelling', async () => {
    const { api } = await arrangeTutoring(MORNINGS);
    const link = '/api/bookings/manage/not-a-real-token';
    expect((await api.get(link)).status).toBe(404);
    expect((await api.patch(link).send({ start: MONDAY_NINE })).status).toBe(404);
    expect((await api.delete(link)).status).toBe(404);
  });
});

describe('GET, PATCH and DELETE /api/bookings (admins)', () => {
  it('when an admin reads a week, then its bookings with their leads, one tutor or all; moving and cancelling work by id', async () => {
    const { api, admin, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const booked = (await api.post('/api/bookings').send(parent(courseId, tutorId, MONDAY_NINE)))
      .body.booking;

    const week = await api
      .get('/api/bookings')
      .query({ from: '2027-03-15', to: '2027-03-21' })
      .set('Authorization', admin);
    const ofOther = await api
      .get('/api/bookings')
      .query({ from: '2027-03-15', to: '2027-03-21', tutorId: '0123456789abcdef01234567' })
      .set('Authorization', admin);

    expect(week.status).toBe(200);
    const mine = week.body.bookings.find((booking: { _id: string }) => booking._id === booked._id);
    expect(mine.lead).toMatchObject({ status: 'demo-scheduled' });
    expect(ofOther.body.bookings).toEqual([]);

    const moved = await api
      .patch(`/api/bookings/${booked._id}`)
      .set('Authorization', admin)
      .send({ start: '2027-03-15T13:30:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.start).toBe('2027-03-15T13:30:00.000Z');
    expect(moved.body.manageToken).toBeUndefined();
    const cancelled = await api.delete(`/api/bookings/${booked._id}`).set('Authorization', admin);
    expect(cancelled.status).toBe(204);
    expect(
      (await api.delete(`/api/bookings/${booked._id}`).set('Authorization', admin)).status,
    ).toBe(404);
    const lead = await ContactMessageModel.findById(mine.lead._id).lean();
    expect(lead?.notes).toContain('cancelled by an admin');
    const trail = await auditEntriesOnceThere({ entity: 'booking', entityId: booked._id }, 2);
    expect(trail.map((entry) => entry.action).sort()).toEqual(['status-change', 'update']);
  });

  it('when the range is backwards or the caller is not an admin, then 400 or 401', async () => {
    const { api, admin } = await arrangeTutoring(MORNINGS);
    const backwards = await api
      .get('/api/bookings')
      .query({ from: '2027-03-21', to: '2027-03-15' })
      .set('Authorization', admin);
    expect(backwards.status).toBe(400);
    expect(backwards.body.details[0].path).toBe('to');
    expect(
      (await api.get('/api/bookings').query({ from: '2027-03-15', to: '2027-03-21' })).status,
    ).toBe(401);
  });
});
