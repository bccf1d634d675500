import { beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope } from '../../../../test/http';
import { SiteSettingsModel } from '../../site-settings/site-settings.model';
import {
  enrolledStaff,
  PASSWORD,
  passwordStep,
  totpCode,
  twoFactorClient,
} from './two-factor-fixtures';

const api = twoFactorClient();

async function requireAdminTwoFactor(value: unknown) {
  const { authorization } = await createUserWithToken('admin');
  const site = (await api.get('/api/settings/site')).body.site;
  return api
    .put('/api/settings/site')
    .set('Authorization', authorization)
    .send({ ...site, name: 'Harbour Lights Academy', requireAdminTwoFactor: value });
}

beforeEach(async () => {
  await SiteSettingsModel.deleteMany({});
});

describe('the site setting requireAdminTwoFactor', () => {
  it('when nothing is saved, then it reads false; once saved true, it reads true', async () => {
    const before = await api.get('/api/settings/site');

    const saved = await requireAdminTwoFactor(true);

    expect(before.body.site.requireAdminTwoFactor).toBe(false);
    expect(saved.status).toBe(200);
    expect((await api.get('/api/settings/site')).body.site.requireAdminTwoFactor).toBe(true);
  });

  it('when it is not a boolean, then it answers 400 and nothing changes', async () => {
    const res = await requireAdminTwoFactor('yes');

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(await SiteSettingsModel.countDocuments()).toBe(0);
  });
});

describe('sign-in while the site requires a second factor of admins', () => {
  it('when an admin without one signs in, then the answer is enrolment and no token', async () => {
    await requireAdminTwoFactor(true);
    const { user } = await createUserWithToken('admin', PASSWORD);

    const res = await api.post('/api/auth/login').send({ email: user.email, password: PASSWORD });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mfaRequired: true,
      mfaEnrolmentRequired: true,
      mfaToken: expect.any(String),
    });
  });

  it('when an editor without one signs in, then it is a plain sign-in (the rule is for admins)', async () => {
    await requireAdminTwoFactor(true);
    const { user } = await createUserWithToken('editor', PASSWORD);

    const res = await api.post('/api/auth/login').send({ email: user.email, password: PASSWORD });

    expect(res.body.token).toEqual(expect.any(String));
  });

  it('when the admin enrols with the mfaToken, then a code confirms it and opens the session', async () => {
    await requireAdminTwoFactor(true);
    const { user } = await createUserWithToken('admin', PASSWORD);
    const mfaToken = await passwordStep(api, user.email);

    const setup = await api.post('/api/auth/login/2fa/setup').send({ mfaToken });
    const enabled = await api
      .post('/api/auth/login/2fa/enable')
      .send({ mfaToken, code: totpCode(setup.body.secret) });

    expect(setup.status).toBe(200);
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    const me = await api.get('/api/auth/me').set('Authorization', `Bearer ${enabled.body.token}`);
    expect(me.status).toBe(200);
    const next = await api.post('/api/auth/login').send({ email: user.email, password: PASSWORD });
    expect(next.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  });

  it('when the enrolment token is used to skip to the code step, then it answers 401', async () => {
    await requireAdminTwoFactor(true);
    const { user } = await createUserWithToken('admin', PASSWORD);
    const mfaToken = await passwordStep(api, user.email);

    const res = await api.post('/api/auth/login/2fa').send({ mfaToken, code: '123456' });

    expect(res.status).toBe(401);
  });

  it('when a sign-in token (not enrolment) is used to set up, then it answers 401', async () => {
    const staff = await enrolledStaff(api);
    const mfaToken = await passwordStep(api, staff.user.email);

    const res = await api.post('/api/auth/login/2fa/setup').send({ mfaToken });

    expect(res.status).toBe(401);
  });

  it('when an admin with a second factor tries to turn it off, then it answers 409 and it stays on', async () => {
    const staff = await enrolledStaff(api);
    await requireAdminTwoFactor(true);

    const res = await api
      .post('/api/auth/2fa/disable')
      .set('Authorization', staff.authorization)
      .send({ code: totpCode(staff.secret) });

    expect(res.status).toBe(409);
    const status = await api.get('/api/auth/2fa').set('Authorization', staff.authorization);
    expect(status.body.twoFactor.enabled).toBe(true);
  });
});
