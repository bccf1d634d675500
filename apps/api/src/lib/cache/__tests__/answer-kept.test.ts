import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { localGenerations } from '../generations';
import { createResponseCache } from '../response-cache';

/**
 * The cache's early answer in front of a team list, with a count of the requests that got as
 * far as the routes.
 */
function appWithKeptAnswers({ maxAgeMs = 60_000 } = {}) {
  const generations = localGenerations();
  const cache = createResponseCache(generations, { maxAgeMs });
  const state = { version: 1, reachedRoutes: 0 };
  const app = express();
  app.use(cache.answerKept);
  app.use((_req, _res, next) => {
    state.reachedRoutes += 1;
    next();
  });
  app.get('/api/team', cache.serve('team-member'), (_req, res) => {
    res.json({ version: state.version });
  });
  return { api: supertest(app), generations, state };
}

describe('kept answers go out before the routes', () => {
  it('when a read was answered before and nothing changed, then the routes are not walked again', async () => {
    const { api, state } = appWithKeptAnswers();
    const first = await api.get('/api/team').expect(200);
    state.version = 2;

    const second = await api.get('/api/team');

    expect(state.reachedRoutes).toBe(1);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toBe('Authorization');
  });

  it('when the resource moved to a new generation, then the routes answer the new data', async () => {
    const { api, generations, state } = appWithKeptAnswers();
    await api.get('/api/team').expect(200);
    state.version = 2;
    await generations.bump(['team-member']);

    const res = await api.get('/api/team');

    expect(res.body).toEqual({ version: 2 });
    expect(state.reachedRoutes).toBe(2);
  });

  it('when the kept answer has aged, then the routes answer again', async () => {
    const { api, state } = appWithKeptAnswers({ maxAgeMs: 0 });
    await api.get('/api/team').expect(200);
    state.version = 2;

    expect((await api.get('/api/team')).body).toEqual({ version: 2 });
    expect(state.reachedRoutes).toBe(2);
  });

  it('when a request carries a token, then it is never answered from memory', async () => {
    const { api, state } = appWithKeptAnswers();
    await api.get('/api/team').expect(200);
    state.version = 2;

    const res = await api.get('/api/team').set('Authorization', 'Bearer anything');

    expect(res.body).toEqual({ version: 2 });
    expect(state.reachedRoutes).toBe(2);
  });

  it('when another URL is asked for, then it goes on to the routes', async () => {
    const { api, state } = appWithKeptAnswers();
    await api.get('/api/team').expect(200);

    await api.get('/api/team?page=2').expect(200);

    expect(state.reachedRoutes).toBe(2);
  });

  it('when the client has the kept version, then it answers 304 before the routes', async () => {
    const { api, state } = appWithKeptAnswers();
    const first = await api.get('/api/team').expect(200);

    const res = await api.get('/api/team').set('If-None-Match', first.headers.etag as string);

    expect(res.status).toBe(304);
    expect(state.reachedRoutes).toBe(1);
  });
});
