import type { FamilyEnrolment } from '@tutoring/shared';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { readTestAuth } from '../../../../test/http';
import { localGenerations } from '../../../lib/cache/generations';
import { createResponseCache } from '../../../lib/cache/response-cache';
import { ContentRegistry } from '../../../lib/collection/content-registry';
import { errorHandler } from '../../../lib/http/error-handler';
import { createRateLimiters } from '../../../lib/http/rate-limits';
import { RouteTable } from '../../../lib/http/route-table';
import { mountFamilyRoutes } from '../../users/family.router';
import { studentOfFamily } from '../../users/family-students';
import { withAttendanceAndCredits } from '../enrolment-records';
import { arrangeSessions, enrol } from './class-fixtures';

/** The family routes with an enrolments provider that knows one enrolment, wrapped as routes.ts does. */
function familyApp(studentId: string, enrolmentId: string) {
  const enrolment: FamilyEnrolment = {
    _id: enrolmentId,
    batch: {
      _id: 'b'.repeat(24),
      title: 'Thursday evenings',
      course: { _id: 'c'.repeat(24), title: 'IB Physics HL' },
      timeZone: 'Europe/London',
    },
    status: 'active',
    nextSessions: [],
    attendance: { present: 0, absent: 0, excused: 0 },
    credits: [],
  };
  const table = new RouteTable('/api', {
    cache: createResponseCache(localGenerations(), { enabled: false }),
    limiters: createRateLimiters({}),
    content: new ContentRegistry(),
  });
  const provider = withAttendanceAndCredits(async () => new Map([[studentId, [enrolment]]]));
  mountFamilyRoutes(table, { enrolmentsOfStudents: provider });
  const app = express();
  app.use('/api', readTestAuth(), table.router);
  app.use(errorHandler);
  return supertest(app);
}

describe('the family page’s attendance and credits', () => {
  it('when a student was present once and gave notice once, then the family page counts both and shows the credit', async () => {
    const { api, admin, batchId, sessions } = await arrangeSessions();
    const mira = await enrol(batchId);
    const student = await studentOfFamily(mira.familyId, { studentName: 'Mira' });
    await api
      .put(`/api/sessions/${sessions[0]!._id}/attendance`)
      .set('Authorization', admin)
      .send({ records: [{ enrolment: mira.enrolment, status: 'present' }] })
      .expect(200);
    const notice = await api
      .post(`/api/sessions/${sessions[1]!._id}/absence`)
      .set('Authorization', mira.family)
      .send({ enrolment: mira.enrolment })
      .expect(201);

    const page = await familyApp(student._id, mira.enrolment)
      .get('/api/family')
      .set('Authorization', mira.family);

    expect(page.status).toBe(200);
    const [enrolment] = page.body.students[0].enrolments;
    expect(enrolment.attendance).toEqual({ present: 1, absent: 1, excused: 0 });
    expect(enrolment.credits).toEqual([
      { _id: notice.body.credit._id, expiresAt: notice.body.credit.expiresAt, usedFor: null },
    ]);
  });
});
