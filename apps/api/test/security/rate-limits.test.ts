import { describe, expect, it } from 'vitest';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { expectEnvelope, testClient, wrongLogin } from '../http';

const tight = { limit: 3, windowMs: 60_000 };

describe('rate limits on login, register and contact', () => {
  it('when the limit is used up, then login answers 429 with the envelope and Retry-After', async () => {
    const api = testClient({ rateLimits: { login: tight } });
    for (let i = 0; i < 3; i += 1)
      expect((await api.post('/api/auth/login').send(wrongLogin())).status).toBe(401);
    const res = await api.post('/api/auth/login').send(wrongLogin());
    expect(res.status).toBe(429);
    expectEnvelope(res.body, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each(['/api/AUTH/LOGIN', '/api/auth/login/', '/api/Auth/Login/'])(
    'when the path is spelled %s, then it counts against the same limit',
    async (variant) => {
      const api = testClient({ rateLimits: { login: tight } });
      for (let i = 0; i < 3; i += 1) await api.post('/api/auth/login').send(wrongLogin());
      const res = await api.post(variant).send(wrongLogin());
      expect(res.status).toBe(429);
    },
  );

  it('when register is flooded, then it answers 429', async () => {
    const api = testClient({ rateLimits: { register: tight } });
    for (let i = 0; i < 3; i += 1) await api.post('/api/auth/register').send({});
    expect((await api.post('/api/auth/register').send({})).status).toBe(429);
  });

  it('when contact is flooded, then it answers 429 and stores no further message', async () => {
    const api = testClient({ rateLimits: { contact: tight } });
    const message = { name: 'Flood', course: 'SAT' };
    for (let i = 0; i < 3; i += 1)
      expect((await api.post('/api/contact').send(message)).status).toBe(201);
    const res = await api.post('/api/contact').send(message);
    expect(res.status).toBe(429);
    expectEnvelope(res.body, 'RATE_LIMITED');
    expect(await ContactMessageModel.countDocuments({ name: 'Flood' })).toBe(3);
  });

  it('when a route is not rate limited, then many requests still pass', async () => {
    const api = testClient({ rateLimits: { login: tight, contact: tight } });
    for (let i = 0; i < 6; i += 1) expect((await api.get('/api/health')).status).toBe(200);
  });
});
