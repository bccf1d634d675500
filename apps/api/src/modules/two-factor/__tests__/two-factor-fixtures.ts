import { Secret, TOTP } from 'otpauth';
import type supertest from 'supertest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { MfaChallengeModel } from '../mfa-challenge.model';

export const PASSWORD = 'correct horse battery';

/**
 * What time the server says it is in these tests: pinned, so the step a test makes a code for
 * is the server's step however long the test takes (a code made from the wall clock is a step
 * behind whenever the step turns before the server checks it).
 */
export const NOW = new Date('2030-01-07T09:00:10.000Z');

/** The app with its clock pinned at NOW. */
export const twoFactorClient = (options: Parameters<typeof testClient>[0] = {}) =>
  testClient({ ...options, clock: () => NOW });

/**
 * The code an authenticator app shows `steps` time steps from the server's now. The server
 * accepts a step once only, so a test that needs several codes takes them at -1, 0 and +1
 * (all within the accepted window, each later than the last).
 */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: NOW.getTime() + steps * 30_000,
  });
}

type Api = ReturnType<typeof supertest>;

/** A staff member with a second factor on: its secret and its ten recovery codes. */
export async function enrolledStaff(api: Api, role: 'admin' | 'editor' = 'admin') {
  const staff = await createUserWithToken(role, PASSWORD);
  const setup = await api
    .post('/api/auth/2fa/setup')
    .set('Authorization', staff.authorization)
    .send({ currentPassword: PASSWORD });
  const secret = setup.body.secret as string;
  const enabled = await api
    .post('/api/auth/2fa/enable')
    .set('Authorization', staff.authorization)
    .send({ code: totpCode(secret, -1), currentPassword: PASSWORD });
  if (enabled.status !== 200) throw new Error(`enable answered ${enabled.status}`);
  return { ...staff, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** The password step: the mfaToken it answers. */
export async function passwordStep(api: Api, email: string): Promise<string> {
  const res = await api.post('/api/auth/login').send({ email, password: PASSWORD });
  if (typeof res.body.mfaToken !== 'string') throw new Error(`no mfaToken: ${res.status}`);
  return res.body.mfaToken as string;
}

/** Every pending second step runs out (as five minutes passing would do). */
export async function expireChallenges(): Promise<void> {
  await MfaChallengeModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
}
