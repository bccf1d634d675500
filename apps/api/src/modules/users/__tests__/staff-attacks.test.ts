import { beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, TEST_JWT_SECRET, testClient } from '../../../../test/http';
import { issueToken } from '../../auth/auth.service';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { activeAdmins, toPublicUser, UserModel } from '../user.model';

const mail = useMailServer();

const ORIGIN = 'https://www.harbour.example';
const api = testClient({ publicOrigin: ORIGIN });
const attackersPassword = 'attacker knows this one';
const ownersPassword = 'violet kettle drums';
const TUTOR_EMAIL = 'new.tutor@harbour.example';
let admin: string;

beforeEach(async () => {
  await UserModel.deleteMany({});
  admin = (await createUserWithToken('admin')).authorization;
});

const signIn = (email: string, password: string) =>
  api.post('/api/auth/login').send({ email, password });

/** The attack: the address is registered before the institute invites it. */
async function registerFirst() {
  const registered = await api
    .post('/api/auth/register')
    .send({ name: 'New Tutor', email: TUTOR_EMAIL, password: attackersPassword });
  expect(registered.status).toBe(201);
  return { id: String(registered.body.user.id), authorization: `Bearer ${registered.body.token}` };
}

/** What the real owner of the address does with the mail it got. */
async function ownerSetsPasswordFromMail() {
  await deliverOutbox(mail);
  const received = mail.received.filter((m) => m.to.includes(TUTOR_EMAIL)).at(-1);
  const token = linkIn(received, `${ORIGIN}/#/reset-password/`).split('/').pop();
  const set = await api
    .post('/api/auth/reset-password')
    .send({ token, newPassword: ownersPassword });
  expect(set.status).toBe(204);
}

describe('staff rights need a proven e-mail', () => {
  it.each([
    [
      'inviting its e-mail',
      () =>
        api
          .post('/api/users')
          .set('Authorization', admin)
          .send({ name: 'New Tutor', email: TUTOR_EMAIL, role: 'editor' }),
      201,
    ],
    [
      'changing its role',
      (id: string) =>
        api.patch(`/api/users/${id}`).set('Authorization', admin).send({ role: 'editor' }),
      200,
    ],
  ])(
    'when an admin makes a pre-registered account staff by %s, then the registrant gains nothing and loses their session, and the owner gets the role through the mail',
    async (_how, makeStaff, status) => {
      const attacker = await registerFirst();

      const res = await makeStaff(attacker.id);

      expect(res.status).toBe(status);
      expect(res.body.user).toMatchObject({ role: 'user', pendingRole: 'editor' });
      expect(
        (await api.get('/api/auth/me').set('Authorization', attacker.authorization)).status,
      ).toBe(401);
      const again = await signIn(TUTOR_EMAIL, attackersPassword);
      expect(again.body.user.role).toBe('user');
      const asAttacker = `Bearer ${again.body.token}`;
      expect((await api.get('/api/courses').set('Authorization', asAttacker)).status).toBe(200);
      expect((await api.get('/api/contact').set('Authorization', asAttacker)).status).toBe(403);

      await ownerSetsPasswordFromMail();

      expect((await signIn(TUTOR_EMAIL, attackersPassword)).status).toBe(401);
      const owner = await signIn(TUTOR_EMAIL, ownersPassword);
      expect(owner.body.user.role).toBe('editor');
      const listed = await api.get('/api/users').set('Authorization', admin);
      const account = listed.body.users.find((u: { email: string }) => u.email === TUTOR_EMAIL);
      expect(account).toMatchObject({ role: 'editor' });
      expect(account).not.toHaveProperty('pendingRole');
    },
  );

  it('when a pending role is taken back before the mail is used, then the link gives no role', async () => {
    const attacker = await registerFirst();
    await api
      .patch(`/api/users/${attacker.id}`)
      .set('Authorization', admin)
      .send({ role: 'admin' });

    await api.patch(`/api/users/${attacker.id}`).set('Authorization', admin).send({ role: 'user' });
    await ownerSetsPasswordFromMail();

    expect((await signIn(TUTOR_EMAIL, ownersPassword)).body.user.role).toBe('user');
  });
});

let adminCount = 0;

/** An admin with a session (no password: the race is about the write, not about bcrypt). */
async function signedInAdmin() {
  adminCount += 1;
  const user = await UserModel.create({
    email: `racing-admin-${adminCount}@harbour.example`,
    name: `Racing admin ${adminCount}`,
    role: 'admin',
  });
  const { token } = await issueToken(TEST_JWT_SECRET, toPublicUser(user));
  return { user, authorization: `Bearer ${token}` };
}

describe('the last admin stays', () => {
  it('when two admins demote each other at the same moment, 20 times, then one active admin always remains', async () => {
    for (let round = 0; round < 20; round += 1) {
      await UserModel.deleteMany({});
      const [first, second] = await Promise.all([signedInAdmin(), signedInAdmin()]);
      const demote = (who: typeof first, whom: typeof second) =>
        api
          .patch(`/api/users/${String(whom.user._id)}`)
          .set('Authorization', who.authorization)
          .send(round % 2 ? { role: 'editor' } : { active: false });

      const answers = await Promise.all([demote(first, second), demote(second, first)]);

      expect(await UserModel.countDocuments(activeAdmins())).toBe(1);
      // The loser is refused either way: 409 when both writes raced, or 403 when the winner's
      // write landed before the loser's request was let in (the role is read on every request).
      const [won, lost] = answers.map((answer) => answer.status).sort();
      expect(won).toBe(200);
      expect([403, 409]).toContain(lost);
    }
  }, 120_000);
});
