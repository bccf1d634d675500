import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { TeamMemberModel } from '../../team/team.model';
import { arrangeTutoring, bookingClient, MORNINGS } from './booking-fixtures';

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

describe('PUT /api/team/:id/availability', () => {
  it('when the hours are saved, then GET reads them back, days off sorted and unique', async () => {
    const { api, admin, tutorId } = await arrangeTutoring(MORNINGS);
    const hours = {
      weekly: [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 1, start: '14:00', end: '24:00' },
      ],
      daysOff: ['2027-04-02', '2027-04-01', '2027-04-02'],
      noticeHours: 24,
    };

    const put = await api
      .put(`/api/team/${tutorId}/availability`)
      .set('Authorization', admin)
      .send(hours);
    const get = await api.get(`/api/team/${tutorId}/availability`).set('Authorization', admin);

    expect(put.status).toBe(200);
    expect(get.body.availability).toEqual({ ...hours, daysOff: ['2027-04-01', '2027-04-02'] });
    // The newest of two: arranging the tutor saved their first hours.
    const [entry] = await auditEntriesOnceThere({ entity: 'tutor-hours', entityId: tutorId }, 2);
    expect(entry?.changedFields.sort()).toEqual(['daysOff', 'noticeHours', 'weekly']);
  });

  it('when the hours are wrong, then 400 saying which, and the saved hours stay', async () => {
    const { api, admin, tutorId } = await arrangeTutoring(MORNINGS);
    const cases = [
      [{ weekly: [{ day: 7, start: '09:00', end: '10:00' }] }, 'weekly.0.day', 'Day must be'],
      [{ weekly: [{ day: 1, start: '09:15', end: '10:00' }] }, 'weekly.0.start', 'half hour'],
      [
        { weekly: [{ day: 1, start: '10:00', end: '09:00' }] },
        'weekly.0.end',
        'End must be after start.',
      ],
      [
        {
          weekly: [
            { day: 2, start: '09:00', end: '11:00' },
            { day: 2, start: '10:30', end: '12:00' },
          ],
        },
        'weekly.1',
        'overlap other hours on Tuesday',
      ],
      [{ daysOff: ['2027-13-01'] }, 'daysOff.0', 'date'],
      [{ noticeHours: -1 }, 'noticeHours', 'at least 0'],
      [{ weekly: [], extra: true }, '', 'extra'],
    ] as const;
    for (const [body, path, message] of cases) {
      const res = await api
        .put(`/api/team/${tutorId}/availability`)
        .set('Authorization', admin)
        .send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expectEnvelope(res.body, 'VALIDATION_ERROR');
      expect(res.body.details[0].path).toBe(path);
      expect(JSON.stringify(res.body.details)).toContain(message);
    }
    const get = await api.get(`/api/team/${tutorId}/availability`).set('Authorization', admin);
    expect(get.body.availability.weekly).toHaveLength(7);
  });

  it('when the member is unknown, then 404; when the caller is not an admin, then 401', async () => {
    const { api, admin } = await arrangeTutoring(MORNINGS);
    const missing = await api
      .put('/api/team/0123456789abcdef01234567/availability')
      .set('Authorization', admin)
      .send(MORNINGS);
    expect(missing.status).toBe(404);
    const anonymous = await api.get('/api/team/0123456789abcdef01234567/availability');
    expect(anonymous.status).toBe(401);
  });
});
