import { Secret, TOTP } from 'otpauth';
import type supertest from 'supertest';
import { createUserWithToken } from '../../../../test/http';
import { MfaChallengeModel } from '../mfa-challenge.model';

export const PASSWORD = 'correct horse battery';

/**
 * The code an authenticator app shows `steps` time steps from now. The server accepts a step
 * once only, so a test that needs several codes takes them at -1, 0 and +1 (all within the
 * accepted window, each later than the last).
 */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}

type Api = ReturnType<typeof supertest>;

/** A staff member with a second factor on: its secret and its ten recovery codes. */
export async function enrolledStaff(api: Api, role: 'admin' | 'editor' = 'admin') {
  const staff = await createUserWithToken(role, PASSWORD);
  const setup = await api.post('/api/auth/2fa/setup').set('Authorization', staff.authorization);
  const secret = setup.body.secret as string;
  const enabled = await api
    .post('/api/auth/2fa/enable')
    .set('Authorization', staff.authorization)
    .send({ code: totpCode(secret, -1) });
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
