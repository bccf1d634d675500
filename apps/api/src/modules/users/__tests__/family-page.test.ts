import type { FamilyEnrolment } from '@tutoring/shared';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  createUserWithToken,
  expectEnvelope,
  readTestAuth,
  testClient,
} from '../../../../test/http';
import { localGenerations } from '../../../lib/cache/generations';
import { createResponseCache } from '../../../lib/cache/response-cache';
import { ContentRegistry } from '../../../lib/collection/content-registry';
import { errorHandler } from '../../../lib/http/error-handler';
import { createRateLimiters } from '../../../lib/http/rate-limits';
import { RouteTable } from '../../../lib/http/route-table';
import { mountFamilyRoutes, type EnrolmentsOfStudents } from '../family.router';
import { studentOfFamily } from '../family-students';

const api = testClient();

/** Only the family routes, with the classes an enrolment module would lend. */
function familyApp(enrolmentsOfStudents: EnrolmentsOfStudents) {
  const table = new RouteTable('/api', {
    cache: createResponseCache(localGenerations(), { enabled: false }),
    limiters: createRateLimiters({}),
    content: new ContentRegistry(),
  });
  mountFamilyRoutes(table, { enrolmentsOfStudents });
  const app = express();
  app.use('/api', readTestAuth(), table.router);
  app.use(errorHandler);
  return supertest(app);
}

const ENROLMENT: FamilyEnrolment = {
  _id: 'e'.repeat(24),
  batch: {
    _id: 'b'.repeat(24),
    title: 'Saturday mornings',
    course: { _id: 'c'.repeat(24), title: 'IB Physics HL' },
    timeZone: 'Asia/Kolkata',
  },
  status: 'active',
  nextSessions: [
    { _id: 'a'.repeat(24), start: '2026-12-12T04:30:00.000Z', end: '2026-12-12T06:00:00.000Z' },
  ],
  attendance: { present: 3, absent: 1, excused: 0 },
  credits: [{ _id: 'd'.repeat(24), expiresAt: '2027-02-01T18:30:00.000Z', usedFor: null }],
};

describe('GET /api/family', () => {
  it('when nobody is signed in, then 401', async () => {
    const res = await api.get('/api/family');

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when a member of staff asks, then 403', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const { authorization } = await createUserWithToken(role);

      const res = await api.get('/api/family').set('Authorization', authorization);

      expect(res.status).toBe(403);
      expectEnvelope(res.body, 'FORBIDDEN');
    }
  });

  it('when a family has no students yet, then 200 with none, no invoices, and the answer is not kept', async () => {
    const { authorization } = await createUserWithToken('user');

    const res = await api.get('/api/family').set('Authorization', authorization);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ students: [], invoices: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when a family has students, then each is listed, with no classes until enrolment lends them', async () => {
    const { user, authorization } = await createUserWithToken('user');
    const anya = await studentOfFamily(String(user._id), { studentName: 'Anya' });
    const vikram = await studentOfFamily(String(user._id), { studentName: 'Vikram' });
    const other = await createUserWithToken('user');
    await studentOfFamily(String(other.user._id), { studentName: 'Not ours' });

    const res = await api.get('/api/family').set('Authorization', authorization);

    expect(res.body.students).toEqual([
      { ...anya, enrolments: [] },
      { ...vikram, enrolments: [] },
    ]);
  });

  it("when enrolment lends the students' classes, then each student shows their own", async () => {
    const { user, authorization } = await createUserWithToken('user');
    const anya = await studentOfFamily(String(user._id), { studentName: 'Anya' });
    const vikram = await studentOfFamily(String(user._id), { studentName: 'Vikram' });
    const asked: string[][] = [];
    const family = familyApp(async (ids) => {
      asked.push(ids);
      return new Map([[anya._id, [ENROLMENT]]]);
    });

    const res = await family.get('/api/family').set('Authorization', authorization);

    expect(res.status).toBe(200);
    expect(asked).toEqual([[anya._id, vikram._id]]);
    expect(res.body.students).toEqual([
      { ...anya, enrolments: [ENROLMENT] },
      { ...vikram, enrolments: [] },
    ]);
  });
});
