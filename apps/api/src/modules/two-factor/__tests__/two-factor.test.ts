import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope } from '../../../../test/http';
import { TwoFactorModel } from '../two-factor.model';
import { enrolledStaff, NOW, PASSWORD, totpCode, twoFactorClient } from './two-factor-fixtures';

const api = twoFactorClient();

describe('POST /api/auth/2fa/setup', () => {
  it('when a staff member asks, then it answers a base32 secret and its otpauth link, and 2FA stays off', async () => {
    const { authorization, user } = await createUserWithToken('editor');

    const res = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', authorization)
      .send({ currentPassword: PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const link = new URL(res.body.otpauthUrl);
    expect(link.protocol).toBe('otpauth:');
    expect(link.searchParams.get('secret')).toBe(res.body.secret);
    expect(decodeURIComponent(link.pathname)).toContain(user.email);
    const status = await api.get('/api/auth/2fa').set('Authorization', authorization);
    expect(status.body).toEqual({ twoFactor: { enabled: false, recoveryCodesLeft: 0 } });
  });

  it('when a student or nobody asks, then it answers 403 or 401', async () => {
    const student = await createUserWithToken('user');

    const asStudent = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', student.authorization)
      .send({ currentPassword: PASSWORD });
    const anonymous = await api.post('/api/auth/2fa/setup');

    expect(asStudent.status).toBe(403);
    expectEnvelope(asStudent.body, 'FORBIDDEN');
    expect(anonymous.status).toBe(401);
  });

  it('when 2FA is already on, then it answers 409 and the secret in use is kept', async () => {
    const staff = await enrolledStaff(api);
    const before = await TwoFactorModel.findById(staff.user._id).lean();

    const res = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', staff.authorization)
      .send({ currentPassword: PASSWORD });

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(await TwoFactorModel.findById(staff.user._id).lean()).toEqual(before);
  });
});

describe('POST /api/auth/2fa/enable', () => {
  it('when the code is right, then it answers 10 distinct recovery codes and 2FA is on', async () => {
    const { authorization } = await createUserWithToken('admin');
    const { body } = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', authorization)
      .send({ currentPassword: PASSWORD });

    const res = await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', authorization)
      .send({ code: totpCode(body.secret), currentPassword: PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body.recoveryCodes).toHaveLength(10);
    expect(new Set(res.body.recoveryCodes).size).toBe(10);
    const status = await api.get('/api/auth/2fa').set('Authorization', authorization);
    expect(status.body.twoFactor).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('when it is stored, then neither the secret nor a recovery code is readable in the database', async () => {
    const staff = await enrolledStaff(api);

    const stored = JSON.stringify(await TwoFactorModel.findById(staff.user._id).lean());

    expect(stored).not.toContain(staff.secret);
    for (const code of staff.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('when the code is wrong, then it answers 400 naming the code and 2FA stays off', async () => {
    const { authorization, user } = await createUserWithToken('admin');
    const { body } = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', authorization)
      .send({ currentPassword: PASSWORD });
    const wrong = TOTP.generate({ secret: new Secret(), timestamp: NOW.getTime() });

    const res = await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', authorization)
      .send({
        code: wrong === totpCode(body.secret) ? '000000' : wrong,
        currentPassword: PASSWORD,
      });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details).toEqual([{ path: 'code', message: expect.any(String) }]);
    expect((await TwoFactorModel.findById(user._id).lean())?.secret).toBeUndefined();
  });

  it('when nothing was set up, then it answers 409', async () => {
    const { authorization } = await createUserWithToken('editor');

    const res = await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', authorization)
      .send({ code: '123456', currentPassword: PASSWORD });

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
  });

  it.each([
    [{}],
    [{ code: 123456, currentPassword: PASSWORD }],
    [{ code: '123456', currentPassword: PASSWORD, extra: true }],
    [{ code: '12', currentPassword: PASSWORD }],
    [{ code: '123456' }],
  ])('when the body is %j, then it answers 400 and changes nothing', async (body) => {
    const { authorization, user } = await createUserWithToken('admin');
    await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', authorization)
      .send({ currentPassword: PASSWORD });

    const res = await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', authorization)
      .send(body);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect((await TwoFactorModel.findById(user._id).lean())?.secret).toBeUndefined();
  });

  it("when it is turned on, then the account's other sessions end and this one goes on", async () => {
    const staff = await createUserWithToken('admin');
    const other = await api
      .post('/api/auth/login')
      .send({ email: staff.user.email, password: 'correct horse battery' });
    const { body } = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', staff.authorization)
      .send({ currentPassword: PASSWORD });

    await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', staff.authorization)
      .send({ code: totpCode(body.secret), currentPassword: PASSWORD });

    expect((await api.get('/api/auth/me').set('Authorization', staff.authorization)).status).toBe(
      200,
    );
    const otherMe = await api
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${other.body.token}`);
    expect(otherMe.status).toBe(401);
  });
});

describe('POST /api/auth/2fa/disable', () => {
  it('when the code is right, then it answers 204 and the next sign-in needs only the password', async () => {
    const staff = await enrolledStaff(api, 'editor');

    const res = await api
      .post('/api/auth/2fa/disable')
      .set('Authorization', staff.authorization)
      .send({ code: totpCode(staff.secret) });

    expect(res.status).toBe(204);
    const login = await api
      .post('/api/auth/login')
      .send({ email: staff.user.email, password: 'correct horse battery' });
    expect(login.body.token).toEqual(expect.any(String));
  });

  it('when a recovery code is given, then it turns 2FA off too', async () => {
    const staff = await enrolledStaff(api);

    const res = await api
      .post('/api/auth/2fa/disable')
      .set('Authorization', staff.authorization)
      .send({ code: staff.recoveryCodes[3] });

    expect(res.status).toBe(204);
    expect(await TwoFactorModel.exists({ _id: staff.user._id })).toBeNull();
  });

  it('when the code is wrong, then it answers 400 and 2FA stays on', async () => {
    const staff = await enrolledStaff(api);

    const res = await api
      .post('/api/auth/2fa/disable')
      .set('Authorization', staff.authorization)
      .send({ code: 'aaaaa-bbbbb' });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    const status = await api.get('/api/auth/2fa').set('Authorization', staff.authorization);
    expect(status.body.twoFactor.enabled).toBe(true);
  });

  it('when 2FA is off, then it answers 409', async () => {
    const { authorization } = await createUserWithToken('admin');

    const res = await api
      .post('/api/auth/2fa/disable')
      .set('Authorization', authorization)
      .send({ code: '123456' });

    expect(res.status).toBe(409);
  });
});
