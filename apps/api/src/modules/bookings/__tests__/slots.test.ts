import { describe, expect, it } from 'vitest';
import { expectEnvelope, testClient } from '../../../../test/http';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { TeamMemberModel } from '../../team/team.model';
import { entryIdOf } from '../../audit/__tests__/restore-fixtures';
import { arrangeTutoring, bookingClient, MORNINGS, parent } from './booking-fixtures';

const startsOf = (body: { slots: { start: string }[] }) => body.slots.map((slot) => slot.start);

describe('GET /api/slots', () => {
  it('when the clocks go forward in the institute zone, then each day keeps its wall-clock hours and the skipped hour makes no slot', async () => {
    // Saturday 13 to Monday 15 March 2027 in New York: EST (UTC-5) until Sunday 02:00, then EDT (UTC-4).
    const { api, courseId } = await arrangeTutoring({
      weekly: [
        { day: 6, start: '09:00', end: '10:00' },
        { day: 0, start: '01:30', end: '03:30' },
        { day: 0, start: '09:00', end: '10:00' },
        { day: 1, start: '09:00', end: '10:00' },
      ],
    });

    const res = await api
      .get('/api/slots')
      .query({ course: courseId, from: '2027-03-13', days: 3 });

    expect(res.status).toBe(200);
    expect(res.body.timeZone).toBe('America/New_York');
    expect(startsOf(res.body)).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-13T14:30:00.000Z',
      '2027-03-14T06:30:00.000Z', // 01:30 EST
      '2027-03-14T07:00:00.000Z', // 03:00 EDT: 02:00 and 02:30 never happen that night
      '2027-03-14T13:00:00.000Z',
      '2027-03-14T13:30:00.000Z',
      '2027-03-15T13:00:00.000Z',
      '2027-03-15T13:30:00.000Z',
    ]);
    expect(res.body.slots[0].end).toBe('2027-03-13T14:30:00.000Z');
  });

  it('when the clocks go back in the institute zone, then the repeated hour is offered once and the day keeps its wall-clock hours', async () => {
    // Saturday 6 to Monday 8 November 2027 in New York: EDT (UTC-4) until Sunday 02:00, then EST (UTC-5).
    const { courseId } = await arrangeTutoring({
      weekly: [
        { day: 6, start: '09:00', end: '09:30' },
        { day: 0, start: '00:30', end: '02:30' },
        { day: 1, start: '09:00', end: '09:30' },
      ],
    });
    const inNovember = testClient({ clock: () => new Date('2027-11-01T12:00:00.000Z') });

    const res = await inNovember
      .get('/api/slots')
      .query({ course: courseId, from: '2027-11-06', days: 3 });

    expect(startsOf(res.body)).toEqual([
      '2027-11-06T13:00:00.000Z', // 09:00 EDT
      '2027-11-07T04:30:00.000Z', // 00:30 EDT
      '2027-11-07T05:00:00.000Z', // 01:00 EDT, the first of the two
      '2027-11-07T05:30:00.000Z', // 01:30 EDT
      '2027-11-07T07:00:00.000Z', // 02:00 EST
      '2027-11-08T14:00:00.000Z', // 09:00 EST
    ]);
  });

  it("when an admin changes the institute's time zone in Settings, then the same hours are read in the new zone; a zone that does not exist is refused", async () => {
    const { api, admin, courseId } = await arrangeTutoring({
      weekly: [{ day: 1, start: '09:00', end: '09:30' }],
    });
    const query = { course: courseId, from: '2027-03-15', days: 1 };
    const settings = { name: 'Harbour Lights Academy', email: 'hello@harbour.example' };

    const wrong = await api
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ ...settings, timeZone: 'Mars/Olympus' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].path).toBe('timeZone');
    expect(startsOf((await api.get('/api/slots').query(query)).body)).toEqual([
      '2027-03-15T13:00:00.000Z',
    ]);

    const saved = await api
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ ...settings, timeZone: 'Europe/London' });
    expect(saved.status).toBe(200);
    const res = await api.get('/api/slots').query(query);
    expect(res.body.timeZone).toBe('Europe/London');
    expect(startsOf(res.body)).toEqual(['2027-03-15T09:00:00.000Z']);
  });

  it('when a day lies beyond the 90-day horizon, then it offers nothing; a day inside it does', async () => {
    const { api, courseId } = await arrangeTutoring({
      weekly: [{ day: 0, start: '10:00', end: '10:30' }],
    });
    const spring = await api
      .get('/api/slots')
      .query({ course: courseId, from: '2027-03-21', days: 1 });
    expect(startsOf(spring.body)).toEqual(['2027-03-21T14:00:00.000Z']);
    const beyond = await api
      .get('/api/slots')
      .query({ course: courseId, from: '2027-11-07', days: 1 });
    expect(startsOf(beyond.body)).toEqual([]);
  });

  it('when a browser takes gzip, then a long answer comes gzipped and reads back whole; a short one is sent as it is', async () => {
    const { api, courseId } = await arrangeTutoring(MORNINGS);
    // Two weeks of mornings: 84 slots, JSON with the same keys over and over.
    const long = await api
      .get('/api/slots')
      .set('Accept-Encoding', 'gzip')
      .query({ course: courseId, from: '2027-03-15', days: 14 });
    expect(long.status).toBe(200);
    expect(long.headers['content-encoding']).toBe('gzip');
    expect(long.headers.vary).toMatch(/Accept-Encoding/);
    expect(long.body.slots).toHaveLength(14 * 6);

    const short = await api
      .get('/api/slots')
      .set('Accept-Encoding', 'gzip')
      .query({ course: courseId, from: '2027-03-15', days: 1 });
    expect(short.body.slots).toHaveLength(6);
    expect(short.headers['content-encoding']).toBeUndefined();
  });

  it("when a tutor's hours change, then the very next answer follows them", async () => {
    const { api, admin, courseId, tutorId } = await arrangeTutoring({
      weekly: [{ day: 1, start: '09:00', end: '10:00' }],
    });
    const query = { course: courseId, from: '2027-03-15', days: 1 };
    expect((await api.get('/api/slots').query(query)).body.slots).toHaveLength(2);

    await api
      .put(`/api/team/${tutorId}/availability`)
      .set('Authorization', admin)
      .send({ weekly: [{ day: 1, start: '09:00', end: '11:00' }] });

    expect((await api.get('/api/slots').query(query)).body.slots).toHaveLength(4);
  });

  it("when a change of a tutor's hours is restored from the activity log, then the very next answer follows", async () => {
    const { api, admin, courseId, tutorId } = await arrangeTutoring({
      weekly: [{ day: 1, start: '09:00', end: '10:00' }],
    });
    await api
      .put(`/api/team/${tutorId}/availability`)
      .set('Authorization', admin)
      .send({ weekly: [{ day: 1, start: '09:00', end: '11:00' }] });
    const query = { course: courseId, from: '2027-03-15', days: 1 };
    expect((await api.get('/api/slots').query(query)).body.slots).toHaveLength(4);

    const change = await entryIdOf(tutorId, 'update', 2);
    const restored = await api.post(`/api/audit/${change}/restore`).set('Authorization', admin);

    expect(restored.status).toBe(200);
    expect((await api.get('/api/slots').query(query)).body.slots).toHaveLength(2);
  });

  it('when the tutor is renamed or the course deleted through the API, then the very next answer follows', async () => {
    const { api, admin, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const query = { course: courseId, from: '2027-03-15', days: 1 };
    expect((await api.get('/api/slots').query(query)).body.tutors[0].name).toMatch(/^Ada Tutor/);

    await api
      .put(`/api/team/${tutorId}`)
      .set('Authorization', admin)
      .send({ name: 'Ada Renamed', role: 'Physics' });
    expect((await api.get('/api/slots').query(query)).body.tutors).toEqual([
      { _id: tutorId, name: 'Ada Renamed' },
    ]);

    await api.delete(`/api/coursesv2/${courseId}`).set('Authorization', admin);
    expect((await api.get('/api/slots').query(query)).status).toBe(404);
  });

  it('when a day is off, then it has no slots and the days around it keep theirs', async () => {
    const { api, courseId } = await arrangeTutoring({ ...MORNINGS, daysOff: ['2027-03-16'] });

    const res = await api
      .get('/api/slots')
      .query({ course: courseId, from: '2027-03-15', days: 3 });

    const days = new Set(startsOf(res.body).map((start) => start.slice(0, 10)));
    expect([...days]).toEqual(['2027-03-15', '2027-03-17']);
    expect(res.body.slots).toHaveLength(12);
  });

  it('when the notice is 12 hours, then nothing earlier than 12 hours from now is offered, and nothing past', async () => {
    // NOW is Wednesday 10 March, 07:00 in New York; the notice ends 19:00 that day.
    const { api, courseId } = await arrangeTutoring({ ...MORNINGS, noticeHours: 12 });

    const res = await api
      .get('/api/slots')
      .query({ course: courseId, from: '2027-03-09', days: 3 });

    expect(startsOf(res.body)[0]).toBe('2027-03-11T14:00:00.000Z');
    expect(res.body.slots).toHaveLength(6);
  });

  it("when another tutor is booked at the same time, then this tutor's slot is still offered", async () => {
    const { api, admin, courseId, tutorId } = await arrangeTutoring(MORNINGS);
    const other = await TeamMemberModel.create({ name: 'Ben Other', role: 'Maths' });
    const otherCourse = await CourseV2Model.create({
      title: 'IGCSE Maths',
      description: 'Groups.',
      status: 'published',
      instructor: other._id,
    });
    await api.put(`/api/team/${other._id}/availability`).set('Authorization', admin).send(MORNINGS);
    const booked = await api
      .post('/api/bookings')
      .send(parent(String(otherCourse._id), String(other._id), '2027-03-15T13:00:00.000Z'));
    expect(booked.status).toBe(201);

    const res = await api
      .get('/api/slots')
      .query({ course: courseId, from: '2027-03-15', days: 1 });

    expect(res.body.slots[0]).toEqual({
      start: '2027-03-15T13:00:00.000Z',
      end: '2027-03-15T13:30:00.000Z',
      tutorId,
    });
  });

  it('when a course allows any tutor, then every tutor with hours offers slots, each naming its tutor', async () => {
    const { api, admin, courseId, tutorId } = await arrangeTutoring(
      { weekly: [{ day: 1, start: '09:00', end: '09:30' }] },
      { anyTutor: true },
    );
    const other = await TeamMemberModel.create({ name: 'Ben Other', role: 'Maths' });
    await api
      .put(`/api/team/${other._id}/availability`)
      .set('Authorization', admin)
      .send({ weekly: [{ day: 1, start: '10:00', end: '10:30' }] });

    const res = await api
      .get('/api/slots')
      .query({ course: courseId, from: '2027-03-15', days: 1 });

    expect(res.body.slots).toEqual([
      { start: '2027-03-15T13:00:00.000Z', end: '2027-03-15T13:30:00.000Z', tutorId },
      {
        start: '2027-03-15T14:00:00.000Z',
        end: '2027-03-15T14:30:00.000Z',
        tutorId: String(other._id),
      },
    ]);
    expect(res.body.tutors.map((tutor: { name: string }) => tutor.name)).toContain('Ben Other');
  });

  it('when days, from or the course are wrong, then 400 naming the field, and a draft or unknown course is 404', async () => {
    const { api, courseId } = await arrangeTutoring(MORNINGS);
    const draft = await CourseV2Model.create({ title: 'Draft', description: 'd', status: 'draft' });

    for (const [query, path] of [
      [{ course: courseId, from: '2027-03-15', days: 32 }, 'days'],
      [{ course: courseId, from: '2027-03-15', days: 0 }, 'days'],
      [{ course: courseId, from: '2027-02-30' }, 'from'],
      [{ course: 'nope', from: '2027-03-15' }, 'course'],
    ] as const) {
      const res = await api.get('/api/slots').query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe(path);
    }
    for (const course of [String(draft._id), '0123456789abcdef01234567']) {
      const res = await bookingClient().get('/api/slots').query({ course, from: '2027-03-15' });
      expect(res.status).toBe(404);
      expectEnvelope(res.body, 'NOT_FOUND');
    }
  });
});
