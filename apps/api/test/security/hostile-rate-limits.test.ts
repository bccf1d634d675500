import { describe, expect, it } from 'vitest';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { testClient, wrongLogin } from '../http';
import { expectRefused } from './nothing-written';

const tight = { limit: 2, windowMs: 60_000 };

/** Uses up the login limit through the canonical path. */
async function exhaustedLogin() {
  const api = testClient({ rateLimits: { login: tight, register: tight, contact: tight } });
  for (let i = 0; i < 2; i += 1) await api.post('/api/auth/login').send(wrongLogin()).expect(401);
  return api;
}

describe('rate limits and the spellings of a path', () => {
  it.each([
    '/api/auth/LOGIN',
    '/api/auth/login/',
    '/api/Auth/Login',
    '/api/auth/login?next=1',
    '/api/auth/%6Cogin',
    '/api/auth/%6cogin/',
    '/api/auth//login',
    '/api/auth/login%2F',
    '/api/./auth/login',
  ])(
    'when the limit is used up and %s is tried, then it never reaches the handler',
    async (path) => {
      const api = await exhaustedLogin();
      const res = await api.post(path).send(wrongLogin());
      // 429 when Express routes it to login, 404 when it routes nowhere: never a sign-in attempt.
      expectRefused(res);
      expect([429, 404]).toContain(res.status);
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it.each(['/api/CONTACT', '/api/contact/', '/api/%63ontact'])(
    'when contact is flooded and %s is tried, then no further message is stored',
    async (path) => {
      const api = testClient({ rateLimits: { contact: tight } });
      const name = `flood-${path}`;
      for (let i = 0; i < 2; i += 1)
        await api.post('/api/contact').send({ name, course: 'SAT' }).expect(201);
      const res = await api.post(path).send({ name, course: 'SAT' });
      expectRefused(res);
      expect(await ContactMessageModel.countDocuments({ name })).toBe(2);
    },
  );

  it('when register is flooded under another spelling, then it answers 429', async () => {
    const api = testClient({ rateLimits: { register: tight } });
    for (let i = 0; i < 2; i += 1) await api.post('/api/auth/register').send({});
    const res = await api.post('/api/AUTH/REGISTER/').send({});
    expectRefused(res, 'RATE_LIMITED');
  });
});
