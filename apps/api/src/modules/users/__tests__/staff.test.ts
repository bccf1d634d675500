import { beforeEach, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';
import { UserModel } from '../user.model';

const mail = useMailServer();

const ORIGIN = 'https://www.harbour.example';
const api = testClient({ publicOrigin: ORIGIN });
const newPassword = 'violet kettle drums';
let admin: string;
let adminId: string;

beforeEach(async () => {
  // Each test starts with one active admin and nobody else (useMailServer empties the outbox).
  await UserModel.deleteMany({});
  const created = await createUserWithToken('admin');
  admin = created.authorization;
  adminId = String(created.user._id);
});

const invite = (body: object) => api.post('/api/users').set('Authorization', admin).send(body);
const patch = (id: string, body: object, as = admin) =>
  api.patch(`/api/users/${id}`).set('Authorization', as).send(body);
const signIn = (email: string, password: string) =>
  api.post('/api/auth/login').send({ email, password });

/** Invites a person and sets their password from the invitation mail; their bearer header. */
async function onboard(role: 'admin' | 'editor', email = `${role}@harbour.example`) {
  const { body } = await invite({ name: `New ${role}`, email, role });
  await deliverOutbox(mail);
  const token = linkIn(mail.received.at(-1), `${ORIGIN}/#/reset-password/`).split('/').pop();
  await api.post('/api/auth/reset-password').send({ token, newPassword });
  const login = await signIn(email, newPassword);
  return { id: body.user.id as string, authorization: `Bearer ${login.body.token}` };
}

describe('POST /api/users: adding a person', () => {
  it('when an admin adds an editor, then 201, an invitation mail with a link, and the link sets a password that signs in', async () => {
    const res = await invite({
      name: 'Priya Shah',
      email: 'Priya@Harbour.example',
      role: 'editor',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@harbour.example',
      role: 'editor',
      active: true,
      invitationPending: true,
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');

    expect(await deliverOutbox(mail)).toBe(1);
    const invitation = mail.received[0];
    expect(invitation?.to).toEqual(['priya@harbour.example']);
    const link = linkIn(invitation, `${ORIGIN}/#/reset-password/`);
    const token = link.split('/').pop();

    const set = await api.post('/api/auth/reset-password').send({ token, newPassword });
    expect(set.status).toBe(204);
    const login = await signIn('priya@harbour.example', newPassword);
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('editor');
  });

  it('when the e-mail is already used, then 409 and nothing is added or mailed', async () => {
    await invite({ name: 'Priya', email: 'priya@harbour.example', role: 'editor' });
    const before = await UserModel.countDocuments();
    const outboxBefore = await OutboxModel.countDocuments();

    const res = await invite({ name: 'Other', email: 'PRIYA@harbour.example', role: 'admin' });

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(await UserModel.countDocuments()).toBe(before);
    expect(await OutboxModel.countDocuments()).toBe(outboxBefore);
  });

  it('when the role is unknown, then 400 naming the roles and nothing is added', async () => {
    const res = await invite({ name: 'Sam', email: 'sam@harbour.example', role: 'owner' });

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'role', message: 'Role must be one of admin, editor, user, tutor.' },
    ]);
    expect(await UserModel.exists({ email: 'sam@harbour.example' })).toBeNull();
  });

  it('when an invited person has not set a password, then no password signs them in', async () => {
    await invite({ name: 'Sam', email: 'sam@harbour.example', role: 'editor' });

    expect((await signIn('sam@harbour.example', '')).status).toBe(400);
    expect((await signIn('sam@harbour.example', 'anything at all')).status).toBe(401);
  });
});

describe('GET /api/users', () => {
  it('when an admin lists the accounts, then every one is there and no password hash is', async () => {
    await onboard('editor');
    await createUserWithToken('user');

    const res = await api.get('/api/users').set('Authorization', admin);

    expect(res.status).toBe(200);
    expect(res.body.users.map((u: { role: string }) => u.role)).toEqual([
      'admin',
      'editor',
      'user',
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2[aby]\$/);
  });
});

describe('PATCH /api/users/:id', () => {
  it('when an editor is made admin, then their old token stops working and a new sign-in is admin', async () => {
    const editor = await onboard('editor');

    const res = await patch(editor.id, { role: 'admin' });

    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
    expect((await api.get('/api/auth/me').set('Authorization', editor.authorization)).status).toBe(
      401,
    );
    const again = await signIn('editor@harbour.example', newPassword);
    expect(again.body.user.role).toBe('admin');
    expect(
      (await api.get('/api/contact').set('Authorization', `Bearer ${again.body.token}`)).status,
    ).toBe(200);
  });

  it('when a person is deactivated, then their token stops at once and they cannot sign in; reactivated, they can', async () => {
    const editor = await onboard('editor');

    expect((await patch(editor.id, { active: false })).body.user.active).toBe(false);

    expect((await api.get('/api/stats').set('Authorization', editor.authorization)).status).toBe(
      401,
    );
    const refused = await signIn('editor@harbour.example', newPassword);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been deactivated. Ask an administrator.');

    await patch(editor.id, { active: true });
    expect((await signIn('editor@harbour.example', newPassword)).status).toBe(200);
  });

  it.each([
    ['demoted', { role: 'editor' }],
    ['deactivated', { active: false }],
  ])(
    'when the last active admin would be %s, even by themselves, then 409 and nothing changes',
    async (_how, body) => {
      const res = await patch(adminId, body);

      expect(res.status).toBe(409);
      expectEnvelope(res.body, 'CONFLICT');
      expect(await UserModel.findById(adminId).lean()).toMatchObject({
        role: 'admin',
        active: true,
      });
      expect((await api.get('/api/users').set('Authorization', admin)).status).toBe(200);
    },
  );

  it('when another admin is active, then an admin may step down', async () => {
    await onboard('admin', 'second@harbour.example');

    const res = await patch(adminId, { role: 'editor' });

    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('editor');
  });

  it('when a deactivated admin is the only other one, then the active one still cannot step down', async () => {
    const second = await onboard('admin', 'second@harbour.example');
    await patch(second.id, { active: false });

    expect((await patch(adminId, { active: false })).status).toBe(409);
  });

  it.each([
    [{}, 'Say what to change: role or active.'],
    [{ active: 'no' }, 'Active must be true or false.'],
    [{ role: 'admin', password: 'x' }, 'Unrecognized key: "password"'],
  ])('when the body is %j, then 400 and nothing changes', async (body, message) => {
    const editor = await onboard('editor');

    const res = await patch(editor.id, body);

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await UserModel.findById(editor.id).lean()).toMatchObject({
      role: 'editor',
      active: true,
    });
  });

  it('when the id is unknown, then 404', async () => {
    const res = await patch('65a1b2c3d4e5f60718293a4b', { active: false });
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });
});
