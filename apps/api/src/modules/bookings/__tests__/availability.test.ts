import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { auditEntriesOnceThere } from '../../audit/__tests__/audit-fixtures';
import { arrangeTutoring, MORNINGS } from './booking-fixtures';

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
