import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditListSchema } from '@tutoring/shared';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { TestimonyModel } from '../../testimonies/testimonies.model';
import { AuditEntryModel } from '../audit.model';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

beforeEach(async () => {
  await AuditEntryModel.deleteMany({});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const list = (query: object = {}) => api.get('/api/audit').query(query).set('Authorization', admin);

/** Five entries a minute apart: e0 oldest … e4 newest. */
async function storeEntries() {
  const kinds = [
    ['course', 'create'],
    ['course', 'update'],
    ['resource', 'delete'],
    ['contact-message', 'status-change'],
    ['course', 'delete'],
  ] as const;
  await AuditEntryModel.insertMany(
    kinds.map(([entity, action], index) => ({
      actorId: '64b7f0c2a1b2c3d4e5f60719',
      actorEmail: 'admin@example.com',
      action,
      entity,
      entityId: `e${index}`,
      changedFields: action === 'update' ? ['title'] : [],
      createdAt: new Date(Date.UTC(2024, 0, 1, 12, index)),
    })),
  );
}

const idsOf = (body: { entries: { entityId: string }[] }) =>
  body.entries.map((entry) => entry.entityId);

describe('GET /api/audit', () => {
  it('when an admin reads it, then entries come newest first in the shared shape', async () => {
    await storeEntries();

    const res = await list();

    expect(res.status).toBe(200);
    expect(auditListSchema.parse(res.body)).toEqual(res.body);
    expect(idsOf(res.body)).toEqual(['e4', 'e3', 'e2', 'e1', 'e0']);
    expect(res.body).toMatchObject({ total: 5, page: 1, limit: 50 });
    expect(res.body.entries[3]).toEqual({
      _id: expect.any(String),
      actor: { id: '64b7f0c2a1b2c3d4e5f60719', email: 'admin@example.com' },
      action: 'update',
      entity: 'course',
      entityId: 'e1',
      changedFields: ['title'],
      createdAt: '2024-01-01T12:01:00.000Z',
      restorable: false,
    });
  });

  it('when page 2 of 2 per page is asked, then it answers that page and the total', async () => {
    await storeEntries();

    const res = await list({ page: 2, limit: 2 });

    expect(idsOf(res.body)).toEqual(['e2', 'e1']);
    expect(res.body).toMatchObject({ total: 5, page: 2, limit: 2 });
  });

  it('when sort=createdAt, then the oldest come first, paged in that order', async () => {
    await storeEntries();

    const first = await list({ sort: 'createdAt', limit: 2 });
    const second = await list({ sort: 'createdAt', limit: 2, page: 2 });

    expect(idsOf(first.body)).toEqual(['e0', 'e1']);
    expect(idsOf(second.body)).toEqual(['e2', 'e3']);
    expect(second.body.total).toBe(5);
  });

  it('when entity and action are given, then only those entries come', async () => {
    await storeEntries();

    const courses = await list({ entity: 'course' });
    const deletes = await list({ action: 'delete' });
    const both = await list({ entity: 'course', action: 'delete' });

    expect(idsOf(courses.body)).toEqual(['e4', 'e1', 'e0']);
    expect(idsOf(deletes.body)).toEqual(['e4', 'e2']);
    expect(idsOf(both.body)).toEqual(['e4']);
    expect(both.body.total).toBe(1);
  });

  it.each([
    { limit: 0 },
    { limit: 101 },
    { page: 0 },
    { entity: 'user' },
    { action: 'read' },
    { x: 1 },
    { sort: 'entity' },
  ])('when the query is %j, then it answers 400 with details', async (query) => {
    const res = await list(query);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details.length).toBeGreaterThan(0);
  });

  it('when the trail is read newest first, then an index on createdAt serves it', async () => {
    await AuditEntryModel.init();
    const keys = (await AuditEntryModel.collection.indexes()).map((index) => index.key);

    expect(keys).toContainEqual({ createdAt: -1, _id: -1 });
  });

  it('when nobody signed in, then it answers 401', async () => {
    const res = await api.get('/api/audit');

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when a user who is not an admin asks, then it answers 403', async () => {
    const { authorization } = await createUserWithToken('user');

    const res = await api.get('/api/audit').set('Authorization', authorization);

    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN');
  });
});

describe('when recording fails', () => {
  /** The app with a logger whose error lines the test can read. */
  function appWithLogCapture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ level: 'warn' }, stream);
    return { client: testClient({ logger }), lines };
  }

  it('when the audit store refuses the entry, then the write still answers 2xx and the error is logged', async () => {
    const { client, lines } = appWithLogCapture();
    const create = vi
      .spyOn(AuditEntryModel, 'create')
      .mockRejectedValue(new Error('audit store down'));

    const res = await client
      .post('/api/testimonies')
      .set('Authorization', admin)
      .send({ studentName: 'Aisha', text: 'Great tutors.' });

    expect(res.status).toBe(201);
    expect(await TestimonyModel.findById(res.body.testimony._id).lean()).not.toBeNull();
    await vi.waitFor(() => {
      expect(create).toHaveBeenCalled();
      expect(lines.join('')).toContain('audit: entry not recorded');
    });
    expect(lines.join('')).toContain('audit store down');
  });
});
