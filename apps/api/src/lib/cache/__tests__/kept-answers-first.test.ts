import cors from 'cors';
import express from 'express';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { accessLog, requestLog } from '../../http/access-log';
import {
  plainSecurityHeaders,
  securityHeaderList,
  securityHeaders,
  type TrustsProxy,
} from '../../http/security-headers';
import { localGenerations } from '../generations';
import { keptAnswersFirst } from '../kept-answers-first';
import { createResponseCache } from '../response-cache';

interface Options {
  maxAgeMs?: number;
  corsOrigins?: string[];
  trustProxy?: string[] | false;
}

/**
 * A team list behind the front door of kept answers, with the app's own first steps (the
 * access log into `logged`, the security headers, CORS when asked) and a count of requests
 * that Express routed.
 */
function siteWithKeptAnswers({ maxAgeMs = 60_000, corsOrigins, trustProxy = false }: Options = {}) {
  const generations = localGenerations();
  const cache = createResponseCache(generations, { maxAgeMs });
  const state = { members: ['Anika'], routed: 0, logged: [] as { req: { url: string } }[] };
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => state.logged.push(JSON.parse(line)) },
  );
  const logRequest = requestLog(logger);
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(accessLog(logRequest));
  app.use(securityHeaders(undefined));
  const apiCors = corsOrigins ? cors({ origin: corsOrigins }) : undefined;
  if (apiCors) app.use('/api', apiCors);
  app.use((_req, _res, next) => {
    state.routed += 1;
    next();
  });
  app.get('/api/team', cache.serve('team-member'), (_req, res) => {
    res.json({ members: state.members, padding: 'x'.repeat(2000) });
  });
  const trustsProxy = app.get('trust proxy fn') as TrustsProxy;
  const listener = keptAnswersFirst(app, cache, {
    logRequest,
    securityHeaders: plainSecurityHeaders(undefined, trustsProxy),
    securityHeaderList: securityHeaderList(undefined, trustsProxy),
    cors: apiCors,
  });
  return { api: supertest(listener), generations, state };
}

describe('kept answers go out in front of the app', () => {
  it('when a current answer is kept, then it goes out unrouted, logged, with the same bytes and headers', async () => {
    const { api, state } = siteWithKeptAnswers();
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

  it('when the client takes gzip or already has the version, then the kept answer negotiates as the routes do', async () => {
    const { api, state } = siteWithKeptAnswers();
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

  it('when CORS_ORIGIN lists a partner, then a kept answer carries the same CORS headers as a routed one', async () => {
    const { api, state } = siteWithKeptAnswers({ corsOrigins: ['https://partner.example'] });
    const routed = await api.get('/api/team').set('Origin', 'https://partner.example');

    const kept = await api.get('/api/team').set('Origin', 'https://partner.example');

    expect(state.routed).toBe(1);
    expect(kept.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(kept.headers['access-control-allow-origin']).toBe(
      routed.headers['access-control-allow-origin'],
    );
    expect(kept.headers.vary).toBe(routed.headers.vary);
    expect(kept.headers.vary).toContain('Origin');
  });

  it('when a trusted proxy says the scheme was https, then the kept answer carries HSTS; from anyone else it does not', async () => {
    const trusted = siteWithKeptAnswers({ trustProxy: ['loopback'] });
    await trusted.api.get('/api/team').expect(200);
    const untrusted = siteWithKeptAnswers();
    await untrusted.api.get('/api/team').expect(200);

    const viaProxy = await trusted.api.get('/api/team').set('X-Forwarded-Proto', 'https');
    const claimed = await untrusted.api.get('/api/team').set('X-Forwarded-Proto', 'https');

    expect([trusted.state.routed, untrusted.state.routed]).toEqual([1, 1]);
    expect(viaProxy.headers['strict-transport-security']).toContain('max-age=');
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('when the resource moved on, the answer aged, a token came or another URL is asked, then Express routes the request', async () => {
    const moved = siteWithKeptAnswers();
    await moved.api.get('/api/team').expect(200);
    moved.state.members = ['Bhavesh'];
    await moved.generations.bump(['team-member']);
    expect((await moved.api.get('/api/team')).body.members).toEqual(['Bhavesh']);

    const aged = siteWithKeptAnswers({ maxAgeMs: 0 });
    await aged.api.get('/api/team').expect(200);
    await aged.api.get('/api/team').expect(200);

    const withToken = siteWithKeptAnswers();
    await withToken.api.get('/api/team').expect(200);
    withToken.state.members = ['Seen with a token'];
    const tokenAnswer = await withToken.api
      .get('/api/team')
      .set('Authorization', 'Bearer anything');
    expect(tokenAnswer.body.members).toEqual(['Seen with a token']);

    const otherUrl = siteWithKeptAnswers();
    await otherUrl.api.get('/api/team').expect(200);
    await otherUrl.api.get('/api/team?page=2').expect(200);

    const routed = [moved, aged, withToken, otherUrl].map((site) => site.state.routed);
    expect(routed).toEqual([2, 2, 2, 2]);
  });
});
