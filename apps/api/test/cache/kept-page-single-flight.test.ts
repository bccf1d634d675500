import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp, siteListener } from '../../src/app';
import { CourseV2Model } from '../../src/modules/courses-v2/courses-v2.model';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import { courseV2Body } from '../../src/modules/courses-v2/__tests__/course-v2-fixtures';
import { GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';
import { APP_RENDER_SOURCE, ORIGIN } from '../site-pages/site-pages-fixture';

/** The renderer the app loads (the same module instance): its renders are what is counted. */
const renderer = (await import(APP_RENDER_SOURCE)) as { renderPage: () => Promise<unknown> };

/** Past the age a kept page is sent at: every copy of it has expired. */
const PAST_EXPIRY_MS = 61_000;
/** Visitors asking for the same page at the same moment. */
const AT_ONCE = 8;

const servers: Server[] = [];

/** The site as it is served: a listening server around siteListener, one origin. */
async function site() {
  const app = createApp({
    jwtSecret: TEST_JWT_SECRET,
    rateLimits: GENEROUS_LIMITS,
    publicOrigin: ORIGIN,
    appRenderModule: APP_RENDER_SOURCE,
    importOutsideImages: false,
  });
  const server = createServer(siteListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  /** Resolves once `count` more requests for `path` have reached the server (a page's build asks the API too). */
  const arrivals = (path: string, count: number) =>
    new Promise<void>((resolve) => {
      let seen = 0;
      const onRequest = (req: IncomingMessage) => {
        if (req.url !== path) return;
        seen += 1;
        if (seen < count) return;
        server.off('request', onRequest);
        resolve();
      };
      server.on('request', onRequest);
    });
  const request = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      }).on('error', reject);
    });
  return { request, arrivals };
}

/** From now on the clock reads past every kept copy's expiry (the cache reads Date.now). */
function moveClockPastExpiry() {
  const now = Date.now.bind(Date);
  vi.spyOn(Date, 'now').mockImplementation(() => now() + PAST_EXPIRY_MS);
}

beforeAll(async () => {
  await TeamMemberModel.deleteMany({});
  await CourseV2Model.deleteMany({});
  const member = await TeamMemberModel.create({ name: 'Dr Rao', role: 'Physics' });
  await CourseV2Model.create(
    courseV2Body(String(member._id), { status: 'published', title: 'IB Physics HL' }),
  );
});

afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('a kept page that expires under load', () => {
  it('when many visitors ask for it at once after it expired, then it is rendered once and all get the same page', async () => {
    const { request } = await site();
    const first = await request('/coursesv2');
    expect(first.status).toBe(200);
    moveClockPastExpiry();
    const renders = vi.spyOn(renderer, 'renderPage');

    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => request('/coursesv2')));

    expect(renders).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]?.body).toContain('IB Physics HL');
  });

  it('when its render fails, then only the visitors waiting for that render get the failure, and the next visitor gets the page', async () => {
    const { request, arrivals } = await site();
    await request('/coursesv2');
    moveClockPastExpiry();
    // The failing render ends only once every visitor has come and waited a turn for it.
    const allCame = arrivals('/coursesv2', AT_ONCE);
    const renders = vi.spyOn(renderer, 'renderPage').mockImplementationOnce(async () => {
      await allCame;
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('the renderer failed');
    });

    const waiting = await Promise.all(Array.from({ length: AT_ONCE }, () => request('/coursesv2')));
    const next = await request('/coursesv2');

    // Those that waited for the failing render share its failure; any that came after it had
    // failed share a fresh build instead.
    const failed = waiting.filter((answer) => answer.status === 500).length;
    expect(failed).toBeGreaterThan(0);
    expect(waiting.every((answer) => [200, 500].includes(answer.status))).toBe(true);
    // Nothing of the failure was kept: the next visitor gets the page, built afresh.
    expect(next.status).toBe(200);
    expect(next.body).toContain('IB Physics HL');
    // The failing render and one more: the late arrivals' build, or else the next visitor's.
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
