import { beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope } from '../../../../test/http';
import { SiteSettingsModel } from '../../site-settings/site-settings.model';
import { PASSWORD, passwordStep, totpCode, twoFactorClient } from './two-factor-fixtures';

const api = twoFactorClient();

/** Another admin turns the site's requirement on (their own session does not matter here). */
async function requireAdminTwoFactor() {
  const { authorization } = await createUserWithToken('admin');
  const site = (await api.get('/api/settings/site')).body.site;
  const saved = await api
    .put('/api/settings/site')
    .set('Authorization', authorization)
    .send({ ...site, name: 'Harbour Lights Academy', requireAdminTwoFactor: true });
  expect(saved.status).toBe(200);
}

/** A session of the account, opened with its password. */
async function signIn(email: string): Promise<string> {
  const res = await api.post('/api/auth/login').send({ email, password: PASSWORD });
  expect(res.body.token).toEqual(expect.any(String));
  return `Bearer ${res.body.token as string}`;
}

const statusOf = async (path: string, authorization: string) =>
  (await api.get(path).set('Authorization', authorization)).status;

beforeEach(async () => {
  await SiteSettingsModel.deleteMany({});
});

describe('admin sessions opened before the site required a second factor', () => {
  it('when the setting is turned on, then such a session can only enrol; once it has, it acts again and the other sessions are over', async () => {
    const admin = await createUserWithToken('admin', PASSWORD);
    const other = await signIn(admin.user.email);
    await requireAdminTwoFactor();

    const refused = await api.get('/api/users').set('Authorization', admin.authorization);
    expect(refused.status).toBe(403);
    expectEnvelope(refused.body, 'FORBIDDEN');
    expect(await statusOf('/api/auth/me', admin.authorization)).toBe(200);
    const setup = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', admin.authorization)
      .send({ currentPassword: PASSWORD });
    const enabled = await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', admin.authorization)
      .send({ code: totpCode(setup.body.secret), currentPassword: PASSWORD });

    expect(enabled.status).toBe(200);
    expect(await statusOf('/api/users', admin.authorization)).toBe(200);
    expect(await statusOf('/api/auth/me', other)).toBe(401);
  });

  it('when the admin enrols at sign-in as the setting requires, then the sessions opened before end', async () => {
    const admin = await createUserWithToken('admin', PASSWORD);
    const before = await signIn(admin.user.email);
    await requireAdminTwoFactor();

    const mfaToken = await passwordStep(api, admin.user.email);
    const setup = await api.post('/api/auth/login/2fa/setup').send({ mfaToken });
    const enrolled = await api
      .post('/api/auth/login/2fa/enable')
      .send({ mfaToken, code: totpCode(setup.body.secret) });

    expect(enrolled.status).toBe(200);
    expect(await statusOf('/api/auth/me', `Bearer ${enrolled.body.token}`)).toBe(200);
    expect(await statusOf('/api/auth/me', before)).toBe(401);
    expect(await statusOf('/api/auth/me', admin.authorization)).toBe(401);
  });
});
