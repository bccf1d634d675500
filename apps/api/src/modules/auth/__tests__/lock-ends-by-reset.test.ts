import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';
import { LoginFailureModel } from '../login-failure.model';

const mail = useMailServer();

// Five wrong passwords from one address lock that address out of the account: the owner's
// own address when they forgot the password, for whom the mailed link is the way back in.
const ORIGIN = 'https://www.harbour.example';
const api = testClient({ publicOrigin: ORIGIN, trustProxy: ['loopback'] });
const password = 'correct horse battery';
const newPassword = 'violet kettle drums';
let owner: Awaited<ReturnType<typeof createUserWithToken>>;

const signIn = (pw: string) =>
  api
    .post('/api/auth/login')
    .set('X-Forwarded-For', '198.51.100.7')
    .send({ email: owner.user.email, password: pw });

async function lockTheOwnerOut(): Promise<void> {
  for (let i = 0; i < 5; i += 1) expect((await signIn('wrong password')).status).toBe(401);
  expect((await signIn(password)).status).toBe(429);
}

/** The lock's mails, once the notice (queued beside the 401) is in the outbox. */
async function lockMails(expected: number) {
  await vi.waitFor(
    async () => expect(await OutboxModel.countDocuments({ to: owner.user.email })).toBe(expected),
    { timeout: 30_000, interval: 25 },
  );
  await deliverOutbox(mail);
  return mail.received.filter((received) => received.to.includes(owner.user.email));
}

beforeEach(async () => {
  await OutboxModel.deleteMany({});
  await LoginFailureModel.deleteMany({});
  mail.received.length = 0;
  owner = await createUserWithToken('admin', password);
});

// Each test checks a dozen passwords with bcrypt at once; on a busy 2-core machine that alone
// can pass the suite's 20 s, so these tests wait as long as their outbox check does and more.
describe('a sign-in lock never locks the owner out', { timeout: 120_000 }, () => {
  it('when an account is locked, then the owner is mailed a reset link, and resetting ends the lock at once', async () => {
    await lockTheOwnerOut();

    const [notice] = await lockMails(1);
    const token = linkIn(notice, `${ORIGIN}/#/reset-password/`).split('/').pop();
    const reset = await api.post('/api/auth/reset-password').send({ token, newPassword });

    expect(reset.status).toBe(204);
    const login = await signIn(newPassword);
    expect(login.status).toBe(200);
    expect(login.body.user.email).toBe(owner.user.email);
  });

  it('when the lock is kept up with more wrong passwords, then one mail goes out per lock', async () => {
    await lockTheOwnerOut();
    await Promise.all(Array.from({ length: 10 }, () => signIn('wrong password')));

    expect(await lockMails(1)).toHaveLength(1);
  });

  it('when wrong passwords race into one lock, then still one mail', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => signIn('wrong password')));

    expect(answers.some((answer) => answer.status === 401)).toBe(true);
    expect((await signIn(password)).status).toBe(429);
    expect(await lockMails(1)).toHaveLength(1);
  });

  it('when the account is locked, then a session it already had goes on working', async () => {
    await lockTheOwnerOut();

    const me = await api.get('/api/auth/me').set('Authorization', owner.authorization);

    expect(me.status).toBe(200);
  });

  it('when a lock was ended by a reset and the account is locked again, then the owner is mailed again', async () => {
    await lockTheOwnerOut();
    const [first] = await lockMails(1);
    const token = linkIn(first, `${ORIGIN}/#/reset-password/`).split('/').pop();
    await api.post('/api/auth/reset-password').send({ token, newPassword });
    await OutboxModel.deleteMany({});

    for (let i = 0; i < 5; i += 1) await signIn('wrong password');

    expect(await lockMails(1)).toHaveLength(2);
  });

  it('when an unknown e-mail is locked, then no mail is queued', async () => {
    const nobody = 'nobody-here@harbour.example';
    for (let i = 0; i < 5; i += 1) {
      await api.post('/api/auth/login').send({ email: nobody, password: 'wrong password' });
    }

    expect((await api.post('/api/auth/login').send({ email: nobody, password: 'x' })).status).toBe(
      429,
    );
    expect(await OutboxModel.countDocuments()).toBe(0);
  });
});
