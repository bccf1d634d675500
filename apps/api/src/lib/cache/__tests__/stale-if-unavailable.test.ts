import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { errorHandler } from '../../http/error-handler';
import { localGenerations } from '../generations';
import { createResponseCache } from '../response-cache';

/** A cache whose entries age at once, in front of a team list the test can take down. */
function appWithAgedCache() {
  const generations = localGenerations();
  const cache = createResponseCache(generations, { maxAgeMs: 0 });
  const state = { databaseUp: true, version: 1 };
  const app = express();
  app.get('/api/team', cache.serve('team-member'), (_req, res) => {
    if (!state.databaseUp) throw new AppError('DATABASE_UNAVAILABLE', 'The database is away.');
    res.json({ version: state.version });
  });
  app.use(errorHandler);
  return { api: supertest(app), generations, state };
}

describe('aged cache entries while the database is away', () => {
  it('when an entry has aged and the database answers, then the fresh data is served', async () => {
    const { api, state } = appWithAgedCache();
    await api.get('/api/team').expect(200);
    state.version = 2;

    expect((await api.get('/api/team')).body).toEqual({ version: 2 });
  });

  it('when an entry has aged and the database is away, then the last copy is served, not 503', async () => {
    const { api, state } = appWithAgedCache();
    const first = await api.get('/api/team').expect(200);
    state.databaseUp = false;

    const res = await api.get('/api/team');

    expect(res.status).toBe(200);
    expect(res.text).toBe(first.text);
    expect(res.headers.etag).toBe(first.headers.etag);
  });

  it('when a write replaced the data since, then the old copy is not served: 503', async () => {
    const { api, generations, state } = appWithAgedCache();
    await api.get('/api/team').expect(200);
    await generations.bump(['team-member']);
    state.databaseUp = false;

    const res = await api.get('/api/team');

    expect(res.status).toBe(503);
    expect(res.body.code).toBe('DATABASE_UNAVAILABLE');
  });
});
