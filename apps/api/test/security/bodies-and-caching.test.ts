import zlib from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../http';

const api = testClient();
let admin: string;
let user: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
  user = (await createUserWithToken('user')).authorization;
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** 4 MB of JSON that gzip packs into a few KB: what a "zip bomb" body looks like. */
const bomb = zlib.gzipSync(JSON.stringify({ name: 'Bomb', role: 'x', bio: ' '.repeat(4 << 20) }));
const ID = '64b7f0c2a1b2c3d4e5f60718';

/** Every decompressor body-parser could reach for; none may ever be called. */
function watchInflaters() {
  return ['createGunzip', 'createInflate', 'createBrotliDecompress'].map((name) =>
    vi.spyOn(zlib, name as 'createGunzip'),
  );
}

describe('request bodies', () => {
  it('when a gzip bomb is sent to an admin route without a token, then it answers 401 and inflates nothing', async () => {
    const inflaters = watchInflaters();
    expect(bomb.length).toBeLessThan(10_000);

    const res = await api
      .put(`/api/team/${ID}`)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(bomb);

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
    for (const inflater of inflaters) expect(inflater).not.toHaveBeenCalled();
  });

  it.each([
    ['an admin write', 'put', `/api/team/${ID}`],
    ['a public write', 'post', '/api/contact'],
    ['sign-in', 'post', '/api/auth/login'],
  ] as const)(
    'when %s gets a compressed body, then it answers 415 before inflating a byte',
    async (_label, method, path) => {
      const inflaters = watchInflaters();

      const res = await api[method](path)
        .set('Authorization', admin)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'gzip')
        .send(bomb);

      expect(res.status).toBe(415);
      expectEnvelope(res.body, 'UNSUPPORTED_MEDIA_TYPE');
      for (const inflater of inflaters) expect(inflater).not.toHaveBeenCalled();
    },
  );

  it('when an admin route gets malformed or oversized JSON without a token, then the answer is 401, not a parse error', async () => {
    const malformed = await api
      .post('/api/coursesv2')
      .set('Content-Type', 'application/json')
      .send('{"title":');
    const oversized = await api
      .post('/api/coursesv2')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ title: 'x'.repeat(500_000) }));

    expect(malformed.status).toBe(401);
    expect(oversized.status).toBe(401);
  });

  it('when a signed-in user who is no admin sends JSON to an admin route, then it answers 403 unread', async () => {
    const res = await api
      .post('/api/coursesv2')
      .set('Authorization', user)
      .set('Content-Type', 'application/json')
      .send('{"title":');

    expect(res.status).toBe(403);
  });

  it('when an admin sends malformed JSON, then it still answers 400 MALFORMED_JSON', async () => {
    const res = await api
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .set('Content-Type', 'application/json')
      .send('{"title":');

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'MALFORMED_JSON');
  });
});

describe('Cache-Control: no-store on personal data and authenticated answers', () => {
  const contact = { name: 'Asha', course: 'SAT', email: 'asha@example.com' };

  it.each([
    ['POST /api/contact (anyone)', () => api.post('/api/contact').send(contact), 201],
    ['GET /api/contact (admin)', () => api.get('/api/contact').set('Authorization', admin), 200],
    [
      'GET /api/contact/export (admin)',
      () => api.get('/api/contact/export').set('Authorization', admin),
      200,
    ],
    ['GET /api/auth/me (user)', () => api.get('/api/auth/me').set('Authorization', user), 200],
    ['GET /api/audit (admin)', () => api.get('/api/audit').set('Authorization', admin), 200],
    ['GET /api/stats (admin)', () => api.get('/api/stats').set('Authorization', admin), 200],
    ['GET /api/contact without a token', () => api.get('/api/contact'), 401],
    ['GET /api/audit as a user', () => api.get('/api/audit').set('Authorization', user), 403],
    [
      'GET /api/coursesv2 with a token (an admin sees drafts)',
      () => api.get('/api/coursesv2').set('Authorization', admin),
      200,
    ],
    [
      'POST /api/auth/login (its token)',
      () => api.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'x' }),
      401,
    ],
  ])('when %s is answered, then it says no-store', async (_label, call, status) => {
    const res = await call();

    expect(res.status).toBe(status);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when an anonymous visitor reads a public list, then it may be cached (revalidated)', async () => {
    const cached = testClient({ responseCache: true });

    const res = await cached.get('/api/coursesv2');

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
