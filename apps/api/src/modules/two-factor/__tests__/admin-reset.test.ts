import { describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope } from '../../../../test/http';
import { AuditEntryModel } from '../../audit/audit.model';
import { TwoFactorModel } from '../two-factor.model';
import { enrolledStaff, PASSWORD, twoFactorClient } from './two-factor-fixtures';

const api = twoFactorClient();

const resetOf = (id: unknown, authorization: string) =>
  api.post(`/api/users/${String(id)}/reset-2fa`).set('Authorization', authorization);

describe('POST /api/users/:id/reset-2fa', () => {
  it("when an admin resets an editor's second factor, then their sessions end, the password alone signs them in and the Activity log says who did it", async () => {
    const editor = await enrolledStaff(api, 'editor');
    const admin = await createUserWithToken('admin');

    const res = await resetOf(editor.user._id, admin.authorization);

    expect(res.status).toBe(204);
    expect(await TwoFactorModel.exists({ _id: editor.user._id })).toBeNull();
    expect((await api.get('/api/auth/me').set('Authorization', editor.authorization)).status).toBe(
      401,
    );
    const login = await api
      .post('/api/auth/login')
      .send({ email: editor.user.email, password: PASSWORD });
    expect(login.body.token).toEqual(expect.any(String));
    const entries = await AuditEntryModel.find({ action: 'two-factor-reset' }).lean();
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: admin.user.email,
        entity: 'account',
        entityId: String(editor.user._id),
      }),
    ]);
  });

  it('when an editor asks, then it answers 403 and the second factor stays', async () => {
    const target = await enrolledStaff(api, 'editor');
    const editor = await createUserWithToken('editor');

    const res = await resetOf(target.user._id, editor.authorization);

    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN');
    expect(await TwoFactorModel.exists({ _id: target.user._id })).not.toBeNull();
  });

  it("when an admin resets their own, or someone's without one, then it answers 409; an unknown id 404", async () => {
    const admin = await enrolledStaff(api);
    const without = await createUserWithToken('editor');

    const own = await resetOf(admin.user._id, admin.authorization);
    const none = await resetOf(without.user._id, admin.authorization);
    const unknown = await resetOf('65a1b2c3d4e5f60718293a4b', admin.authorization);

    expect([own.status, none.status, unknown.status]).toEqual([409, 409, 404]);
    expectEnvelope(own.body, 'CONFLICT');
    expect(await TwoFactorModel.exists({ _id: admin.user._id })).not.toBeNull();
  });
});
