import { createServer, get, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeApp, createApp, sharedStoreOf, siteListener } from '../../src/app';
import { CourseV2Model } from '../../src/modules/courses-v2/courses-v2.model';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import { courseV2Body } from '../../src/modules/courses-v2/__tests__/course-v2-fixtures';
import { createUserWithToken, GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';
import { deleteKeys, REDIS_TEST_URL, redisOrSkipMessage, uniqueKeyPrefix } from '../redis';
import { APP_RENDER_SOURCE, ORIGIN } from '../site-pages/site-pages-fixture';

const redisReachable = await redisOrSkipMessage('kept answers first with Redis');
const prefix = uniqueKeyPrefix();
let admin: string;
const running: { server: Server; app: Express }[] = [];

/** An answer as it came off the wire: every header in order (less Date) and the raw bytes. */
interface Wire {
  status: number;
  headers: string[];
  body: Buffer;
}

/** The site as it is served (a listening server around siteListener), Redis on when asked. */
async function site(redisUrl?: string) {
  const app = createApp({
    jwtSecret: TEST_JWT_SECRET,
    rateLimits: GENEROUS_LIMITS,
    publicOrigin: ORIGIN,
    appRenderModule: APP_RENDER_SOURCE,
    importOutsideImages: false,
    ...(redisUrl ? { redisUrl, redisKeyPrefix: prefix } : {}),
  });
  const shared = sharedStoreOf(app);
  if (shared && shared.client.status !== 'ready')
    await new Promise((resolve) => shared.client.once('ready', resolve));
  const server = createServer(siteListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  running.push({ server, app });
  const port = (server.address() as AddressInfo).port;
  // Express's own entry: a request that reaches it was not answered in front of the app.
  const routed = vi.spyOn(app as unknown as { handle: () => void }, 'handle');
  const request = (path: string, headers: OutgoingHttpHeaders = {}, method = 'GET') =>
    new Promise<Wire>((resolve, reject) => {
      const req = get({ host: '127.0.0.1', port, path, headers, method, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = res.rawHeaders.filter((_, i, all) => all[i - (i % 2)] !== 'Date');
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      });
      req.on('error', reject);
    });
  /** The answer the app sends, then the same request answered in front of it. */
  const throughAppThenKept = async (
    path: string,
    headers: OutgoingHttpHeaders,
    method: string,
    invalidate: () => Promise<void>,
  ) => {
    await invalidate();
    routed.mockClear();
    const throughApp = await request(path, headers, method);
    expect(routed).toHaveBeenCalled();
    routed.mockClear();
    const kept = await request(path, headers, method);
    expect(routed).not.toHaveBeenCalled();
    return { throughApp, kept };
  };
  return { app, request, routed, throughAppThenKept };
}

/** A draft course: a write that moves the course lists on without changing what they show. */
const draftWrite = async (api: Awaited<ReturnType<typeof site>>) => {
  const member = await TeamMemberModel.findOne().lean();
  const body = courseV2Body(String(member?._id), { status: 'draft', title: 'Draft' });
  await postJson(api, '/api/coursesv2', body);
};

/** A write through the API (JSON body, the admin's token). */
async function postJson(api: Awaited<ReturnType<typeof site>>, path: string, body: unknown) {
  const { app } = api;
  const server = running.find((entry) => entry.app === app)?.server as Server;
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: admin },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  await TeamMemberModel.deleteMany({});
  await CourseV2Model.deleteMany({});
  const member = await TeamMemberModel.create({ name: 'Dr Rao', role: 'Physics' });
  await CourseV2Model.create(
    courseV2Body(String(member._id), { status: 'published', title: 'IB Physics HL' }),
  );
});

afterEach(async () => {
  for (const { server, app } of running.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
    await closeApp(app);
  }
});

afterAll(async () => {
  if (redisReachable) await deleteKeys(prefix);
});

const VARIANTS: [string, OutgoingHttpHeaders, string][] = [
  ['plain GET', {}, 'GET'],
  ['gzip', { 'accept-encoding': 'gzip' }, 'GET'],
  ['a browser (br, gzip)', { 'accept-encoding': 'gzip, deflate, br, zstd' }, 'GET'],
  ['HEAD', { 'accept-encoding': 'gzip' }, 'HEAD'],
];

describe('kept answers in front of the app are the answers the app sends', () => {
  it.each(VARIANTS)(
    'when GET /api/coursesv2 is asked (%s), then the kept answer has the same status, headers and bytes',
    async (_name, headers, method) => {
      const api = await site();
      const { throughApp, kept } = await api.throughAppThenKept(
        '/api/coursesv2',
        headers,
        method,
        () => draftWrite(api),
      );
      expect(kept).toEqual(throughApp);
    },
  );

  it('when a client already has the kept version of GET /api/coursesv2, then both answer 304 alike', async () => {
    const api = await site();
    const { headers } = await api.request('/api/coursesv2', { 'accept-encoding': 'gzip' });
    const etag = headers[headers.indexOf('ETag') + 1] as string;
    const { throughApp, kept } = await api.throughAppThenKept(
      '/api/coursesv2',
      { 'accept-encoding': 'gzip', 'if-none-match': etag },
      'GET',
      () => draftWrite(api),
    );
    expect(throughApp.status).toBe(304);
    expect(kept).toEqual(throughApp);
  });

  it.each(['/', '/coursesv2'])(
    'when the rendered page %s is asked in every encoding and as HEAD, then the kept page has the same status, headers and bytes',
    async (path) => {
      const api = await site();
      await api.request(path);
      for (const [, headers, method] of VARIANTS) {
        // A Cache-Control the front door leaves to the app: the app answers from its own copy.
        api.routed.mockClear();
        const throughApp = await api.request(
          path,
          { ...headers, 'cache-control': 'max-age=0' },
          method,
        );
        expect(api.routed).toHaveBeenCalled();
        api.routed.mockClear();
        const kept = await api.request(path, headers, method);
        expect(api.routed).not.toHaveBeenCalled();
        expect(kept.status).toBe(200);
        expect(kept).toEqual(throughApp);
      }
    },
  );

  it('when the browser has the page already, then the kept page answers 304 as the app does', async () => {
    const api = await site();
    const first = await api.request('/coursesv2', { 'accept-encoding': 'gzip' });
    const etag = first.headers[first.headers.indexOf('ETag') + 1] as string;
    const conditional = { 'accept-encoding': 'gzip', 'if-none-match': etag };

    const throughApp = await api.request('/coursesv2', {
      ...conditional,
      'cache-control': 'max-age=0',
    });
    api.routed.mockClear();
    const kept = await api.request('/coursesv2', conditional);

    expect(api.routed).not.toHaveBeenCalled();
    expect(kept.status).toBe(304);
    expect(kept).toEqual(throughApp);
  });
});

describe('what a kept answer is not used for', () => {
  it('when a course is published, then the next read of the list and of the page is fresh', async () => {
    const api = await site();
    await api.request('/api/coursesv2');
    await api.request('/coursesv2');
    const member = await TeamMemberModel.findOne().lean();

    await postJson(
      api,
      '/api/coursesv2',
      courseV2Body(String(member?._id), { status: 'published', title: 'IB Chemistry SL' }),
    );

    expect((await api.request('/api/coursesv2')).body.toString()).toContain('IB Chemistry SL');
    expect((await api.request('/coursesv2')).body.toString()).toContain('IB Chemistry SL');
  });

  it('when a request carries Authorization, then the app answers it, not the kept copy', async () => {
    const api = await site();
    await api.request('/api/coursesv2');
    await api.request('/coursesv2');
    api.routed.mockClear();

    await api.request('/api/coursesv2', { authorization: admin });
    await api.request('/coursesv2', { authorization: admin });

    expect(api.routed).toHaveBeenCalledTimes(2);
  });
});

describe.skipIf(!redisReachable)('kept answers first with REDIS_URL set', () => {
  it('when the generations live in Redis, then kept reads and pages go out in front of the app, and a write on one instance is seen at once on the other', async () => {
    const a = await site(REDIS_TEST_URL);
    const b = await site(REDIS_TEST_URL);
    await vi.waitFor(
      async () => {
        await b.request('/api/coursesv2');
        await b.request('/coursesv2');
        b.routed.mockClear();
        await b.request('/api/coursesv2');
        await b.request('/coursesv2');
        expect(b.routed).not.toHaveBeenCalled();
      },
      { timeout: 30_000, interval: 50 },
    );
    const member = await TeamMemberModel.findOne().lean();

    await postJson(
      a,
      '/api/coursesv2',
      courseV2Body(String(member?._id), { status: 'published', title: 'IB Biology HL' }),
    );

    expect((await b.request('/api/coursesv2')).body.toString()).toContain('IB Biology HL');
    expect((await b.request('/coursesv2')).body.toString()).toContain('IB Biology HL');
  });
});
