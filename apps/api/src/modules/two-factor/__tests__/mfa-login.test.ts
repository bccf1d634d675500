import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../../../../test/http';
import { LoginFailureModel } from '../../auth/login-failure.model';
import {
  enrolledStaff,
  expireChallenges,
  PASSWORD,
  passwordStep,
  totpCode,
  twoFactorClient,
} from './two-factor-fixtures';

const api = twoFactorClient();
const secondStep = (mfaToken: string, code: string | undefined) =>
  api.post('/api/auth/login/2fa').send({ mfaToken, code });

describe('POST /api/auth/login with a second factor on', () => {
  it('when the password is right, then it answers mfaRequired and an mfaToken, and no token', async () => {
    const staff = await enrolledStaff(api);

    const res = await api
      .post('/api/auth/login')
      .send({ email: staff.user.email, password: PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  });

  it('when the mfaToken is sent as a bearer token, then it opens nothing (it is no session token)', async () => {
    const staff = await enrolledStaff(api);
    const mfaToken = await passwordStep(api, staff.user.email);

    const res = await api.get('/api/auth/me').set('Authorization', `Bearer ${mfaToken}`);

    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/login/2fa', () => {
  it('when the TOTP code is right, then it answers a working token and the user', async () => {
    const staff = await enrolledStaff(api);
    const mfaToken = await passwordStep(api, staff.user.email);

    const res = await secondStep(mfaToken, totpCode(staff.secret));

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: staff.user.email, role: 'admin' });
    const me = await api.get('/api/auth/me').set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
  });

  it('when the mfaToken was used once already, then it answers 401', async () => {
    const staff = await enrolledStaff(api);
    const mfaToken = await passwordStep(api, staff.user.email);
    await secondStep(mfaToken, totpCode(staff.secret, 0));

    const again = await secondStep(mfaToken, totpCode(staff.secret, 1));

    expect(again.status).toBe(401);
    expectEnvelope(again.body, 'UNAUTHORIZED');
  });

  it('when a TOTP code is replayed in a new sign-in, then it answers 401', async () => {
    const staff = await enrolledStaff(api);
    const code = totpCode(staff.secret, 0);
    await secondStep(await passwordStep(api, staff.user.email), code);

    const replay = await secondStep(await passwordStep(api, staff.user.email), code);

    expect(replay.status).toBe(401);
  });

  it('when an unused recovery code is given, then it signs in; the same code again is refused', async () => {
    const staff = await enrolledStaff(api);
    const [code] = staff.recoveryCodes;

    const first = await secondStep(await passwordStep(api, staff.user.email), code);
    const reused = await secondStep(await passwordStep(api, staff.user.email), code);

    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    expect(reused.status).toBe(401);
    expect(reused.body.token).toBeUndefined();
    const status = await api
      .get('/api/auth/2fa')
      .set('Authorization', `Bearer ${first.body.token}`);
    expect(status.body.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('when a recovery code is typed in capitals and without its dash, then it still counts', async () => {
    const staff = await enrolledStaff(api);

    const res = await secondStep(
      await passwordStep(api, staff.user.email),
      staff.recoveryCodes[5]!.replace('-', ' ').toUpperCase(),
    );

    expect(res.status).toBe(200);
  });

  it('when the mfaToken has expired, then even the right code answers 401 and opens nothing', async () => {
    const staff = await enrolledStaff(api);
    const mfaToken = await passwordStep(api, staff.user.email);
    await expireChallenges();

    const res = await secondStep(mfaToken, totpCode(staff.secret));

    expect(res.status).toBe(401);
    expect(res.body.message).toBe('This sign-in has expired. Please sign in again.');
  });

  it('when wrong codes are sent five times, then the account is locked for codes and passwords alike', async () => {
    const staff = await enrolledStaff(api);
    await LoginFailureModel.deleteMany({ email: staff.user.email });
    const mfaToken = await passwordStep(api, staff.user.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await secondStep(mfaToken, `zzzzz-zzzz${i}`)).status).toBe(401);
    }

    const right = await secondStep(mfaToken, totpCode(staff.secret));
    const password = await api
      .post('/api/auth/login')
      .send({ email: staff.user.email, password: PASSWORD });

    expect(right.status).toBe(429);
    expectEnvelope(right.body, 'RATE_LIMITED');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(password.status).toBe(429);
  });

  it('when the password is right again, then the count of wrong codes is not reset', async () => {
    const staff = await enrolledStaff(api);
    await LoginFailureModel.deleteMany({ email: staff.user.email });
    for (let i = 0; i < 3; i += 1)
      await secondStep(await passwordStep(api, staff.user.email), '000000');

    expect(await LoginFailureModel.countDocuments({ email: staff.user.email })).toBe(3);
  });

  it.each([
    [{}],
    [{ mfaToken: 'short', code: '123456' }],
    [{ mfaToken: 'x'.repeat(43), code: { $ne: null } }],
    [{ mfaToken: 'x'.repeat(43), code: '123456', token: 'extra' }],
  ])('when the body is %j, then it answers 400 with the envelope', async (body) => {
    const res = await api.post('/api/auth/login/2fa').send(body);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('when the mfaToken is unknown, then it answers 401', async () => {
    const res = await secondStep('a'.repeat(43), '123456');

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });
});
