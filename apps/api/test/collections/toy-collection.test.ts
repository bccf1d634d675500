import { defineCollection } from '@tutoring/shared';
import express from 'express';
import supertest from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { localGenerations } from '../../src/lib/cache/generations';
import { keptAnswersFirst } from '../../src/lib/cache/kept-answers-first';
import { createResponseCache } from '../../src/lib/cache/response-cache';
import type { Stored } from '../../src/lib/collection/change-event';
import { mountCollection, type MountableStore } from '../../src/lib/collection/collection-routes';
import { ContentRegistry } from '../../src/lib/collection/content-registry';
import { notFound } from '../../src/lib/errors';
import { accessLog, requestLog } from '../../src/lib/http/access-log';
import { errorHandler } from '../../src/lib/http/error-handler';
import { createRateLimiters } from '../../src/lib/http/rate-limits';
import { createLogger } from '../../src/lib/logger';
import { createSiteRoutes } from '../../src/routes';
import { createUserWithToken, GENEROUS_LIMITS, readTestAuth, TEST_JWT_SECRET } from '../http';

// A collection no other file knows: one definition, one store without a database model.
const noteInput = z.object({ title: z.string().trim().min(1, 'Title is required.') });
const noteCollection = defineCollection({
  slug: 'note',
  label: 'note',
  labels: { singular: 'note', plural: 'notes', fields: { title: 'Title' } },
  endpoint: { path: '/notes', listKey: 'notes', itemKey: 'note' },
  // Notes show team members' names: a team write makes them stale.
  dependsOn: ['team-member'],
  admin: {
    columns: ['title'],
    searchFields: ['title'],
    sorts: { title: 'text' },
    defaultSort: 'title',
  },
  input: noteInput,
  read: noteInput.extend({ _id: z.string(), createdAt: z.string(), updatedAt: z.string() }),
});

type Note = Record<string, unknown> & { _id: string };

/** Notes kept in a Map: the routes need no more than the store's promises. */
function mapStore(notes: Map<string, Note>): MountableStore {
  let ids = 0;
  const get = async (id: string) => {
    const note = notes.get(id);
    if (!note) throw notFound('Note');
    return note;
  };
  return {
    definition: noteCollection,
    list: async () => [...notes.values()],
    get,
    // The route table has validated the body with the definition's input already.
    createValidated: async (data) => {
      const now = new Date().toISOString();
      const note = {
        ...data,
        _id: `n${++ids}`,
        createdAt: now,
        updatedAt: now,
      };
      notes.set(note._id, note);
      return note;
    },
    replaceValidated: async (id, data) => {
      const before = await get(id);
      const after = { ...before, ...data };
      notes.set(id, after);
      return { before, after };
    },
    remove: async (id) => {
      const stored: Stored = await get(id);
      notes.delete(id);
      return stored;
    },
  };
}

/** The site's own route tables, with the notes mounted beside the real collections. */
function siteWithNotes(notes: Map<string, Note>) {
  const context = {
    cache: createResponseCache(localGenerations()),
    limiters: createRateLimiters(GENEROUS_LIMITS),
    content: new ContentRegistry(),
  };
  const { api } = createSiteRoutes(context, TEST_JWT_SECRET);
  mountCollection(api, { store: mapStore(notes) });
  const logRequest = requestLog(createLogger('silent'));
  const app = express();
  app.use(accessLog(logRequest));
  app.use('/api', readTestAuth(), api.router);
  app.use(errorHandler);
  // Kept public answers go out in front of the app, as where the server is created.
  const first = { logRequest, securityHeaders: () => undefined, securityHeaderList: () => [] };
  return supertest(keptAnswersFirst(app, context.cache, first));
}

let admin: string;
let user: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

describe('a collection added in one definition', () => {
  it('when staff create, replace and delete a note, then anyone reads each change at once', async () => {
    const api = siteWithNotes(new Map());
    await api.get('/api/notes').expect(200, { notes: [] });

    const created = await api.post('/api/notes').set('Authorization', admin).send({ title: 'A' });
    expect(created.status).toBe(201);
    const id = created.body.note._id as string;
    expect((await api.get('/api/notes')).body.notes).toMatchObject([{ _id: id, title: 'A' }]);

    await api.put(`/api/notes/${id}`).set('Authorization', admin).send({ title: 'B' }).expect(200);
    expect((await api.get(`/api/notes/${id}`)).body.note).toMatchObject({ title: 'B' });

    await api.delete(`/api/notes/${id}`).set('Authorization', admin).expect(204);
    await api.get('/api/notes').expect(200, { notes: [] });
  });

  it('when nobody or a plain user writes, then 401 / 403 and nothing changes', async () => {
    const notes = new Map<string, Note>();
    const api = siteWithNotes(notes);

    await api.post('/api/notes').send({ title: 'A' }).expect(401);
    await api.post('/api/notes').set('Authorization', user).send({ title: 'A' }).expect(403);

    expect(notes.size).toBe(0);
  });

  it('when the body breaks the shared schema, then 400 naming the field and nothing stored', async () => {
    const notes = new Map<string, Note>();
    const res = await siteWithNotes(notes)
      .post('/api/notes')
      .set('Authorization', admin)
      .send({ title: ' ' });

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'title', message: 'Title is required.' }]);
    expect(notes.size).toBe(0);
  });

  it('when the OpenAPI document is read, then it lists the notes with their access', async () => {
    const { body } = await siteWithNotes(new Map()).get('/api/openapi.json').expect(200);

    expect(body.paths['/notes'].get.security).toBeUndefined();
    expect(body.paths['/notes'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(body.paths['/notes'].post.responses).toHaveProperty('403');
    expect(Object.keys(body.paths['/notes/{id}']).sort()).toEqual(['delete', 'get', 'put']);
  });

  it('when an admin writes a note, then the audit trail records it under the slug', async () => {
    const api = siteWithNotes(new Map());
    const created = await api.post('/api/notes').set('Authorization', admin).send({ title: 'A' });
    const id = created.body.note._id as string;

    // The trail records in the background, never holding up the write.
    await vi.waitFor(async () => {
      const { body } = await api.get('/api/audit').set('Authorization', admin).expect(200);
      expect(body.entries).toContainEqual(
        expect.objectContaining({ entity: 'note', entityId: id, action: 'create' }),
      );
    });
  });

  it('when a note is written, then its cached list is replaced at once', async () => {
    const notes = new Map<string, Note>();
    const api = siteWithNotes(notes);
    await api.get('/api/notes').expect(200, { notes: [] });

    await api.post('/api/notes').set('Authorization', admin).send({ title: 'A' }).expect(201);

    expect((await api.get('/api/notes')).body.notes).toMatchObject([{ title: 'A' }]);
  });

  it('when a team member is written, then the notes (which depend on the team) are read afresh', async () => {
    const notes = new Map<string, Note>();
    const api = siteWithNotes(notes);
    await api.get('/api/notes').expect(200, { notes: [] });
    // Behind the API's back: only a new generation of the cache shows it.
    notes.set('x', { _id: 'x', title: 'Unseen', createdAt: '', updatedAt: '' });
    await api.get('/api/notes').expect(200, { notes: [] });

    const member = { name: 'Dr. Rao', role: 'Tutor' };
    await api.post('/api/team').set('Authorization', admin).send(member).expect(201);

    expect((await api.get('/api/notes')).body.notes).toMatchObject([{ title: 'Unseen' }]);
  });
});
