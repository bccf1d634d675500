import { describe, expect, it } from 'vitest';
import { AttendanceModel, MakeUpCreditModel } from '../attendance.model';
import { arrangeSessions, enrol } from './class-fixtures';

describe('privacy of attendance and credits', () => {
  it('when an admin exports and then erases a guardian, then the copy holds their attendance and credits and the erasure takes them', async () => {
    const { api, admin, batchId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId);
    await api
      .post(`/api/sessions/${sessions[0]!._id}/absence`)
      .set('Authorization', mira.family)
      .send({ enrolment: mira.enrolment })
      .expect(201);

    const copy = await api
      .get('/api/privacy/export')
      .query({ email: mira.familyEmail })
      .set('Authorization', admin);
    const erased = await api
      .post('/api/privacy/erase')
      .set('Authorization', admin)
      .send({ email: mira.familyEmail });

    expect(copy.status).toBe(200);
    expect(copy.body.person.attendance).toEqual([
      expect.objectContaining({ enrolment: mira.enrolment, status: 'absent' }),
    ]);
    expect(copy.body.person.credits).toEqual([
      expect.objectContaining({ enrolment: mira.enrolment, reason: 'notice' }),
    ]);
    expect(erased.body.erased).toMatchObject({ attendance: 1, credits: 1 });
    expect(await AttendanceModel.countDocuments({ enrolment: mira.enrolment })).toBe(0);
    expect(await MakeUpCreditModel.countDocuments({ enrolment: mira.enrolment })).toBe(0);
  });
});
