import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope } from '../../../../test/http';
import { TwoFactorModel } from '../two-factor.model';
import { PASSWORD, totpCode, twoFactorClient } from './two-factor-fixtures';

const api = twoFactorClient();

/** A staff member with a secret set up (the right password given), not yet enabled. */
async function setUp() {
  const staff = await createUserWithToken('editor', PASSWORD);
  const setup = await api
    .post('/api/auth/2fa/setup')
    .set('Authorization', staff.authorization)
    .send({ currentPassword: PASSWORD });
  return { ...staff, secret: setup.body.secret as string };
}

describe('two-factor set-up asks for the current password', () => {
  it('when setup is asked without the password, then it answers 400 and no secret is made', async () => {
    const { authorization, user } = await createUserWithToken('editor', PASSWORD);

    const res = await api.post('/api/auth/2fa/setup').set('Authorization', authorization);

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details).toEqual([{ path: 'currentPassword', message: expect.any(String) }]);
    expect(await TwoFactorModel.exists({ _id: user._id })).toBeNull();
  });

  it('when setup is asked with a wrong password, then it answers 401 naming the field, no secret is made and the session goes on', async () => {
    const { authorization, user } = await createUserWithToken('editor', PASSWORD);

    const res = await api
      .post('/api/auth/2fa/setup')
      .set('Authorization', authorization)
      .send({ currentPassword: 'not my password' });

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
    expect(res.body.details).toEqual([{ path: 'currentPassword', message: expect.any(String) }]);
    expect(await TwoFactorModel.exists({ _id: user._id })).toBeNull();
    expect((await api.get('/api/auth/me').set('Authorization', authorization)).status).toBe(200);
  });

  it('when enable is sent the right code without the password, then it answers 400 and 2FA stays off', async () => {
    const staff = await setUp();

    const res = await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', staff.authorization)
      .send({ code: totpCode(staff.secret) });

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_ERROR');
    expect(res.body.details).toEqual([{ path: 'currentPassword', message: expect.any(String) }]);
    expect((await TwoFactorModel.findById(staff.user._id).lean())?.secret).toBeUndefined();
  });

  it('when enable is sent the right code with a wrong password, then it answers 401 and 2FA stays off', async () => {
    const staff = await setUp();

    const res = await api
      .post('/api/auth/2fa/enable')
      .set('Authorization', staff.authorization)
      .send({ code: totpCode(staff.secret), currentPassword: 'not my password' });

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
    expect((await TwoFactorModel.findById(staff.user._id).lean())?.secret).toBeUndefined();
  });
});
