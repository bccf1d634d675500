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
// Requests claim their client address, and the app believes the loopback proxy: one guesser's
// address, or a fresh one each time as with a botnet.
const api = testClient({ trustProxy: ['loopback'], logger });
let counter = 0;
const fromNewAddress = () => `203.0.113.${(counter += 1) % 250}`;
const GUESSER = '198.51.100.66';
let email: string;

const attempt = (who: string, pw: string, from = GUESSER) =>
  api.post('/api/auth/login').set('X-Forwarded-For', from).send({ email: who, password: pw });

beforeAll(async () => {
  email = (await createUserWithToken('admin', password)).user.email;
});

describe('per-address and account sign-in throttling', () => {
  it('when five wrong passwords come from one address, then its sixth try is 429 with Retry-After, even with the right password', async () => {
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

  it("when five wrong passwords come from other addresses, then the owner's right password from their own address signs in", async () => {
    await LoginFailureModel.deleteMany({});
    for (let i = 0; i < 5; i += 1) await attempt(email, `wrong guess ${i}`);
    for (let i = 0; i < 2; i += 1) await attempt(email, `more ${i}`, fromNewAddress());

    const owner = await attempt(email, password, '192.0.2.10');

    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
  });

  it('when many addresses keep failing at an account, then its sign-ins are slowed (a logged security event), never locked', async () => {
    await LoginFailureModel.deleteMany({});
    securityLog.length = 0;
    for (let i = 0; i < 7; i += 1) await attempt(email, `botnet ${i}`, fromNewAddress());

    const owner = await attempt(email, password, '192.0.2.11');

    expect(owner.status).toBe(200);
    const slowed = securityLog.filter((line) => line.event === 'login.slowed');
    expect(slowed.length).toBeGreaterThan(0);
    expect(slowed.at(-1)).toMatchObject({ email, delayMs: expect.any(Number) });
    expect(Number(slowed.at(-1)!.delayMs)).toBeGreaterThan(Number(slowed[0]!.delayMs));
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
