import { Writable } from 'node:stream';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { LoginFailureModel } from '../login-failure.model';

const password = 'correct horse battery';
const securityLog: Array<Record<string, unknown>> = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(line: Buffer, _encoding, done) {
      securityLog.push(JSON.parse(line.toString()) as Record<string, unknown>);
      done();
    },
  }),
);
// Every request claims another client address, and the app believes the loopback proxy:
// the per-address limits see a fresh client each time, as with a botnet.
const api = testClient({ trustProxy: ['loopback'], logger });
let counter = 0;
const fromNewAddress = () => `203.0.113.${(counter += 1) % 250}`;
let email: string;

const attempt = (who: string, pw: string) =>
  api
    .post('/api/auth/login')
    .set('X-Forwarded-For', fromNewAddress())
    .send({ email: who, password: pw });

beforeAll(async () => {
  email = (await createUserWithToken('admin', password)).user.email;
});

describe('per-account sign-in throttling', () => {
  it('when five wrong passwords come from five addresses, then the sixth try is 429 with Retry-After, even with the right password', async () => {
    await LoginFailureModel.deleteMany({});
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(email, `wrong guess ${i}`)).status).toBe(401);

    const locked = await attempt(email, password);

    expect(locked.status).toBe(429);
    expectEnvelope(locked.body, 'RATE_LIMITED');
    expect(locked.body.message).toBe(
      'Too many failed sign-ins for this account. Try again in 15 minutes.',
    );
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('when an unknown e-mail is guessed at, then it locks with the same answer', async () => {
    const unknown = 'nobody-here@example.com';
    for (let i = 0; i < 5; i += 1) expect((await attempt(unknown, `guess ${i}`)).status).toBe(401);

    const res = await attempt(unknown, 'guess 6');

    expect(res.status).toBe(429);
    expect(res.body.message).toBe(
      'Too many failed sign-ins for this account. Try again in 15 minutes.',
    );
  });

  it('when the lock has passed, then the right password signs in and the count starts again', async () => {
    await LoginFailureModel.deleteMany({});
    for (let i = 0; i < 5; i += 1) await attempt(email, `wrong guess ${i}`);
    // Fifteen minutes pass: the failures age out of the window.
    const past = new Date(Date.now() - 16 * 60 * 1000);
    await LoginFailureModel.updateMany({}, { $set: { at: past } });

    expect((await attempt(email, password)).status).toBe(200);
    expect(await LoginFailureModel.countDocuments({ email })).toBe(0);
  });

  it('when four wrong passwords are followed by the right one, then it signs in (no lock below five)', async () => {
    await LoginFailureModel.deleteMany({});
    for (let i = 0; i < 4; i += 1) await attempt(email, `wrong guess ${i}`);

    expect((await attempt(email, password)).status).toBe(200);
  });

  it('when sign-ins fail and lock, then each is a security event with the e-mail and never the password', async () => {
    await LoginFailureModel.deleteMany({});
    securityLog.length = 0;
    for (let i = 0; i < 6; i += 1) await attempt(email, `secret guess ${i}`);

    const events = securityLog.filter((line) => typeof line.event === 'string');
    expect(events.map((line) => line.event)).toEqual([
      ...Array(4).fill('login.failed'),
      'login.failed',
      'login.locked',
      'login.refused-locked',
    ]);
    expect(events.every((line) => line.email === email)).toBe(true);
    expect(JSON.stringify(securityLog)).not.toContain('secret guess');
  });
});
