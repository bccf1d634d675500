import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';
import { UserModel } from '../../users/user.model';
import { PasswordTokenModel } from '../password-token.model';

const mail = useMailServer();

const ORIGIN = 'https://www.harbour.example';
const api = testClient({ publicOrigin: ORIGIN });
const password = 'correct horse battery';
const newPassword = 'violet kettle drums';
const LINK_UNUSABLE = 'This link has expired or was already used. Ask for a new one.';
let account: Awaited<ReturnType<typeof createUserWithToken>>;

beforeEach(async () => {
  account = await createUserWithToken('editor', password);
});

const signIn = (email: string, pw: string) =>
  api.post('/api/auth/login').send({ email, password: pw });
const me = (authorization: string) => api.get('/api/auth/me').set('Authorization', authorization);

/** Asks for a reset link and returns the token the mail carries. */
async function resetTokenFor(email: string): Promise<string> {
  expect((await api.post('/api/auth/forgot-password').send({ email })).status).toBe(202);
  // The mail is queued after the 202 is sent; wait for it as a person waits for their inbox.
  await vi.waitFor(async () => expect(await OutboxModel.countDocuments()).toBe(1), {
    timeout: 30_000,
    interval: 25,
  });
  await deliverOutbox(mail);
  return linkIn(mail.received.at(-1), `${ORIGIN}/#/reset-password/`).split('/').pop()!;
}

describe('POST /api/auth/logout', () => {
  it('when a signed-in person signs out, then 204 and that token stops working, but their other session goes on', async () => {
    const other = await signIn(account.user.email, password);

    const res = await api.post('/api/auth/logout').set('Authorization', account.authorization);

    expect(res.status).toBe(204);
    expect((await me(account.authorization)).status).toBe(401);
    expect((await me(`Bearer ${other.body.token}`)).status).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (body: object) =>
    api.post('/api/auth/change-password').set('Authorization', account.authorization).send(body);

  it('when the current password is right and the new one strong, then 204, every earlier token stops, and the new one signs in', async () => {
    const other = await signIn(account.user.email, password);

    const res = await change({ currentPassword: password, newPassword });

    expect(res.status).toBe(204);
    expect((await me(account.authorization)).status).toBe(401);
    expect((await me(`Bearer ${other.body.token}`)).status).toBe(401);
    expect((await signIn(account.user.email, password)).status).toBe(401);
    expect((await signIn(account.user.email, newPassword)).status).toBe(200);
  });

  it('when the current password is wrong, then 400 naming it and nothing changes', async () => {
    const res = await change({ currentPassword: 'not my password', newPassword });

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: 'currentPassword', message: 'The current password is not right.' },
    ]);
    expect((await me(account.authorization)).status).toBe(200);
  });

  it.each([
    ['short', 'short pw', 'Password must be at least 12 characters.'],
    ['easily guessed', 'password1234', 'Password is too easy to guess.'],
  ])(
    'when the new password is %s, then 400 naming the rule and nothing changes',
    async (_kind, weak, reason) => {
      const hashBefore = (await UserModel.findById(account.user._id).lean())?.passwordHash;

      const res = await change({ currentPassword: password, newPassword: weak });

      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe('newPassword');
      expect(res.body.details[0].message).toContain(reason);
      expect((await UserModel.findById(account.user._id).lean())?.passwordHash).toBe(hashBefore);
      expect((await me(account.authorization)).status).toBe(200);
    },
  );

  it('when nobody is signed in, then 401', async () => {
    const res = await api
      .post('/api/auth/change-password')
      .send({ currentPassword: password, newPassword });
    expect(res.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('when a known e-mail asks, then 202 and a mail with a link that sets a new password once, ending every session', async () => {
    const token = await resetTokenFor(account.user.email);
    expect(mail.received[0]?.to).toEqual([account.user.email]);
    // Only a hash of the token is stored.
    expect(await PasswordTokenModel.exists({ _id: token })).toBeNull();

    const res = await api.post('/api/auth/reset-password').send({ token, newPassword });

    expect(res.status).toBe(204);
    expect((await me(account.authorization)).status).toBe(401);
    expect((await signIn(account.user.email, newPassword)).status).toBe(200);
    const again = await api
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'amber river lantern' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(LINK_UNUSABLE);
  });

  it('when an unknown e-mail asks, then the same 202 and no mail is queued', async () => {
    const known = await api.post('/api/auth/forgot-password').send({ email: account.user.email });
    const unknown = await api
      .post('/api/auth/forgot-password')
      .send({ email: 'nobody@harbour.example' });

    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await vi.waitFor(async () => expect(await OutboxModel.countDocuments()).toBe(1), {
      timeout: 30_000,
      interval: 25,
    });
    await deliverOutbox(mail);
    expect(mail.received.flatMap((m) => m.to)).toEqual([account.user.email]);
  });

  it('when the link is older than 30 minutes, then 400 with the same message as a used one', async () => {
    const token = await resetTokenFor(account.user.email);
    await PasswordTokenModel.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    const res = await api.post('/api/auth/reset-password').send({ token, newPassword });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LINK_UNUSABLE);
    expect((await signIn(account.user.email, password)).status).toBe(200);
  });

  it('when a newer link was asked for, then the older one no longer works', async () => {
    const first = await resetTokenFor(account.user.email);
    await OutboxModel.deleteMany({});
    await resetTokenFor(account.user.email);

    const res = await api.post('/api/auth/reset-password').send({ token: first, newPassword });
    expect(res.status).toBe(400);
  });

  it('when five requests race with one link, then exactly one sets the password', async () => {
    const token = await resetTokenFor(account.user.email);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.post('/api/auth/reset-password').send({ token, newPassword }),
      ),
    );

    expect(answers.map((res) => res.status).sort()).toEqual([204, 400, 400, 400, 400]);
  });

  it('when the new password is weak, then 400 and the link still works afterwards', async () => {
    const token = await resetTokenFor(account.user.email);

    const weak = await api
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'password1234' });
    expect(weak.status).toBe(400);
    expectEnvelope(weak.body, 'VALIDATION_ERROR');

    expect((await api.post('/api/auth/reset-password').send({ token, newPassword })).status).toBe(
      204,
    );
  });

  it.each([undefined, 'short', 'has spaces in it and is long enough'])(
    'when the token is %j, then 400 and nothing changes',
    async (token) => {
      const res = await api.post('/api/auth/reset-password').send({ token, newPassword });
      expect(res.status).toBe(400);
      expect((await signIn(account.user.email, password)).status).toBe(200);
    },
  );
});
