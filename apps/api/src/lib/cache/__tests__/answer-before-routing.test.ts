import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { accessLog, requestLog } from '../../http/access-log';
import { plainSecurityHeaders, securityHeaders } from '../../http/security-headers';
import { answerKeptBeforeRouting } from '../answer-before-routing';
import { localGenerations } from '../generations';
import { createResponseCache } from '../response-cache';

/**
 * A team list behind the early answer, with the app's own first steps (the access log into
 * `logged`, the security headers) and a count of requests that Express routed.
 */
function appAnsweringBeforeRouting({ maxAgeMs = 60_000 } = {}) {
  const generations = localGenerations();
  const cache = createResponseCache(generations, { maxAgeMs });
  const state = { members: ['Anika'], routed: 0, logged: [] as { req: { url: string } }[] };
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => state.logged.push(JSON.parse(line)) },
  );
  const logRequest = requestLog(logger);
  const app = express();
  app.use(accessLog(logRequest));
  app.use(securityHeaders(undefined));
  app.use((_req, _res, next) => {
    state.routed += 1;
    next();
  });
  app.use(cache.answerKept);
  app.get('/api/team', cache.serve('team-member'), (_req, res) => {
    res.json({ members: state.members, padding: 'x'.repeat(2000) });
  });
  answerKeptBeforeRouting(app, cache, {
    logRequest,
    securityHeaders: plainSecurityHeaders(undefined),
  });
  return { api: supertest(app), generations, state };
}

describe('kept answers go out before Express routes', () => {
  it('when a current answer is kept, then it goes out unrouted, logged, with the same bytes and headers', async () => {
    const { api, state } = appAnsweringBeforeRouting();
    const first = await api.get('/api/team?page=1').expect(200);
    state.members = ['Changed behind the cache'];

    const second = await api.get('/api/team?page=1').expect(200);

    expect(state.routed).toBe(1);
    expect(state.logged.map((line) => line.req.url)).toEqual([
      '/api/team?page=1',
      '/api/team?page=1',
    ]);
    expect(second.body).toEqual(first.body);
    expect(second.headers['content-security-policy']).toContain("object-src 'none'");
    for (const name of [
      'etag',
      'vary',
      'cache-control',
      'content-type',
      'x-content-type-options',
    ]) {
      expect(second.headers[name]).toBe(first.headers[name]);
    }
  });

  it('when the client takes gzip or already has the version, then the early answer negotiates as the routes do', async () => {
    const { api, state } = appAnsweringBeforeRouting();
    await api.get('/api/team').expect(200);

    const zipped = await api.get('/api/team').set('Accept-Encoding', 'gzip').expect(200);
    const notModified = await api
      .get('/api/team')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', zipped.headers.etag as string);
    const head = await api.head('/api/team').expect(200);

    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Authorization, Accept-Encoding');
    expect(notModified.status).toBe(304);
    expect(head.text).toBeFalsy();
    expect(state.routed).toBe(1);
  });

  it('when HSTS would hang on a forwarded scheme, then Express, which alone judges it, answers', async () => {
    const { api, state } = appAnsweringBeforeRouting();
    await api.get('/api/team').expect(200);

    await api.get('/api/team').set('X-Forwarded-Proto', 'https').expect(200);

    expect(state.routed).toBe(2);
    expect(state.logged).toHaveLength(2);
  });

  it('when the resource moved on, the answer aged or a token came, then Express routes the request', async () => {
    const moved = appAnsweringBeforeRouting();
    await moved.api.get('/api/team').expect(200);
    moved.state.members = ['Bhavesh'];
    await moved.generations.bump(['team-member']);
    expect((await moved.api.get('/api/team')).body.members).toEqual(['Bhavesh']);

    const aged = appAnsweringBeforeRouting({ maxAgeMs: 0 });
    await aged.api.get('/api/team').expect(200);
    await aged.api.get('/api/team').expect(200);

    const withToken = appAnsweringBeforeRouting();
    await withToken.api.get('/api/team').expect(200);
    await withToken.api.get('/api/team').set('Authorization', 'Bearer anything').expect(200);

    expect([moved.state.routed, aged.state.routed, withToken.state.routed]).toEqual([2, 2, 2]);
  });
});
