import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { TEST_JWT_SECRET } from '../http';

/**
 * The check docs/DEPLOYMENT.md ("HTTPS") gives an operator: eleven sign-ins with made-up
 * e-mails from one address meet the per-address limit, while another address is untouched.
 * Behind nginx the API trusts one proxy; here loopback stands for it.
 */
describe('the HTTPS check of DEPLOYMENT.md', () => {
  const behindProxy = () =>
    supertest(createApp({ jwtSecret: TEST_JWT_SECRET, trustProxy: ['loopback'] }));
  const signIn = (api: ReturnType<typeof behindProxy>, visitor: string, email: string) =>
    api
      .post('/api/auth/login')
      .set('X-Forwarded-For', visitor)
      .send({ email, password: 'not-the-password' });

  it('when one address tries eleven made-up e-mails, then the eleventh is 429 and another address still gets 401 with remaining=9', async () => {
    const api = behindProxy();
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      statuses.push((await signIn(api, '203.0.113.7', `check-${i}@example.invalid`)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);

    const elsewhere = await signIn(api, '198.51.100.9', 'check-12@example.invalid');
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.headers['ratelimit']).toMatch(/remaining=9\b/);
  });

  it('when one e-mail is repeated instead, then that address is refused it from the sixth try on, while another address may still try it', async () => {
    const api = behindProxy();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1) {
      statuses.push((await signIn(api, '203.0.113.7', 'repeated@example.invalid')).status);
    }
    const elsewhere = await signIn(api, '198.51.100.9', 'repeated@example.invalid');

    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Someone else's failures must not keep the owner out: the account is slowed, never locked.
    expect(elsewhere.status).toBe(401);
  });
});
