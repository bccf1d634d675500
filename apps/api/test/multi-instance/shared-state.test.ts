import type { Express } from 'express';
import mongoose from 'mongoose';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeApp, createApp, sharedStoreOf, siteListener } from '../../src/app';
import { TeamMemberModel } from '../../src/modules/team/team.model';
import {
  createUserWithToken,
  expectEnvelope,
  GENEROUS_LIMITS,
  TEST_JWT_SECRET,
  wrongLogin,
} from '../http';
import { deleteKeys, REDIS_TEST_URL, redisOrSkipMessage, uniqueKeyPrefix } from '../redis';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy';

const reachable = await redisOrSkipMessage('the tests of limits and cache shared through Redis');
const prefix = uniqueKeyPrefix();
const tight = { limit: 3, windowMs: 60_000 };
const apps: Express[] = [];
const warnings: string[] = [];

/** A client of an instance as its server listens: kept answers in front of the app. */
const client = (app: Express) => supertest(siteListener(app));

/** An API instance on the test Redis; every instance of a test shares the run's prefix. */
async function instance(redisUrl = REDIS_TEST_URL, keyPrefix = prefix): Promise<Express> {
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
  const app = createApp({
    jwtSecret: TEST_JWT_SECRET,
    redisUrl,
    redisKeyPrefix: keyPrefix,
    logger,
    rateLimits: { ...GENEROUS_LIMITS, login: tight },
  });
  apps.push(app);
  const { client } = sharedStoreOf(app)!;
  if (client.status !== 'ready' && redisUrl === REDIS_TEST_URL)
    await new Promise((resolve) => client.once('ready', resolve));
  return app;
}

/**
 * Reads `path` from the instance until it answers from its kept copy (no database query). An
 * instance keeps nothing until its subscription to Redis is live, a moment after it starts.
 */
async function untilKept(app: Express, path: string): Promise<string> {
  const queries = vi.spyOn(mongoose.Query.prototype, 'exec');
  let kept = '';
  await vi.waitFor(
    async () => {
      await client(app).get(path).expect(200);
      queries.mockClear();
      kept = (await client(app).get(path).expect(200)).text;
      expect(queries).not.toHaveBeenCalled();
    },
    { timeout: 30_000, interval: 50 },
  );
  queries.mockRestore();
  return kept;
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return condition();
}

beforeEach(async () => {
  await TeamMemberModel.deleteMany({});
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map(closeApp));
});

afterAll(async () => {
  if (reachable) await deleteKeys(prefix);
});

describe.skipIf(!reachable)('rate limits held in Redis', () => {
  it('when two instances share one Redis, then they share one count', async () => {
    const keyPrefix = uniqueKeyPrefix();
    const [a, b] = [await instance(undefined, keyPrefix), await instance(undefined, keyPrefix)];
    await supertest(a).post('/api/auth/login').send(wrongLogin()).expect(401);
    await supertest(b).post('/api/auth/login').send(wrongLogin()).expect(401);
    await supertest(a).post('/api/auth/login').send(wrongLogin()).expect(401);

    const res = await supertest(b).post('/api/auth/login').send(wrongLogin());

    expect(res.status).toBe(429);
    expectEnvelope(res.body, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await deleteKeys(keyPrefix);
  });

  it('when Redis cannot be reached, then logins are still answered (fail-open) and a warning is logged', async () => {
    const proxy = await startTcpProxy(6379);
    await proxy.cut();
    const app = await instance(`redis://127.0.0.1:${proxy.port}`);

    for (let i = 0; i < 6; i += 1) {
      const started = Date.now();
      const res = await supertest(app).post('/api/auth/login').send(wrongLogin());
      expect(res.status).toBe(401);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    expect(warnings.join('\n')).toMatch(/Redis is unavailable/);
  });

  it('when Redis comes back, then the shared limit applies again by itself', async () => {
    const proxy: TcpProxy = await startTcpProxy(6379);
    const keyPrefix = uniqueKeyPrefix();
    const app = await instance(`redis://127.0.0.1:${proxy.port}`, keyPrefix);
    const { client } = sharedStoreOf(app)!;
    await waitUntil(() => client.status === 'ready', 5000);
    await proxy.cut();
    await waitUntil(() => client.status !== 'ready', 5000);
    for (let i = 0; i < 4; i += 1)
      expect((await supertest(app).post('/api/auth/login').send(wrongLogin())).status).toBe(401);

    await proxy.restore();
    expect(await waitUntil(() => client.status === 'ready', 10_000)).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await supertest(app).post('/api/auth/login').send(wrongLogin())).status);

    expect(statuses).toEqual([401, 401, 401, 429]);
    await proxy.close();
    await deleteKeys(keyPrefix);
  });
});

describe.skipIf(!reachable)('the response cache across instances', () => {
  it('when an admin writes through instance A, then instance B no longer serves its cached copy', async () => {
    const { authorization } = await createUserWithToken('admin');
    const [a, b] = [await instance(), await instance()];
    const first = await untilKept(b, '/api/team');
    // Behind the API's back: B still answering without it proves B answers from its cache.
    await TeamMemberModel.create({ name: 'Unseen', role: 'Tutor' });
    expect((await client(b).get('/api/team')).text).toBe(first);

    await client(a)
      .post('/api/team')
      .set('Authorization', authorization)
      .send({ name: 'Dr. New', role: 'Physics' })
      .expect(201);
    const res = await client(b).get('/api/team');

    expect(res.body.members.map((m: { name: string }) => m.name).sort()).toEqual([
      'Dr. New',
      'Unseen',
    ]);
  });

  it("when B has mirrored the generation, then its kept answers go out without asking Redis, and A's answered write is seen at once", async () => {
    const { authorization } = await createUserWithToken('admin');
    const [a, b] = [await instance(), await instance()];
    // A first read learns the generation from Redis; a later one goes out from memory.
    const kept = await untilKept(b, '/api/team');
    await TeamMemberModel.create({ name: 'Unseen', role: 'Tutor' });
    const commands = vi.spyOn(sharedStoreOf(b)!.client, 'sendCommand');

    const fromMemory = await Promise.all([1, 2, 3].map(() => client(b).get('/api/team')));
    const askedRedis = commands.mock.calls.length;
    await client(a)
      .post('/api/team')
      .set('Authorization', authorization)
      .send({ name: 'Dr. New', role: 'Physics' })
      .expect(201);
    const afterWrite = await client(b).get('/api/team').expect(200);

    expect(fromMemory.map((res) => res.text)).toEqual([kept, kept, kept]);
    expect(askedRedis).toBe(0);
    expect(afterWrite.body.members.map((m: { name: string }) => m.name).sort()).toEqual([
      'Dr. New',
      'Unseen',
    ]);
  });

  it('when Redis is away, then reads bypass the cache and writes still succeed', async () => {
    const { authorization } = await createUserWithToken('admin');
    const proxy = await startTcpProxy(6379);
    await proxy.cut();
    const app = await instance(`redis://127.0.0.1:${proxy.port}`);

    await client(app).get('/api/team').expect(200);
    await client(app)
      .post('/api/team')
      .set('Authorization', authorization)
      .send({ name: 'Dr. New', role: 'Physics' })
      .expect(201);
    const res = await client(app).get('/api/team').expect(200);

    expect(res.body.members).toHaveLength(1);
  });
});
