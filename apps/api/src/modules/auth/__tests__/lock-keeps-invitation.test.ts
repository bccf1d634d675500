import { describe, expect, it, vi } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';

const mail = useMailServer();

const ORIGIN = 'https://www.harbour.example';
const api = testClient({ publicOrigin: ORIGIN, trustProxy: ['loopback'] });
const LINK = `${ORIGIN}/#/reset-password/`;

describe('a sign-in lock and a pending invitation', { timeout: 120_000 }, () => {
  it('when someone locks an invited address with wrong passwords, then the invitation link still sets the password', async () => {
    const admin = await createUserWithToken('admin');
    const email = 'new-editor@harbour.example';
    const invited = await api
      .post('/api/users')
      .set('Authorization', admin.authorization)
      .send({ name: 'Nia Editor', email, role: 'editor' });
    expect(invited.status).toBe(201);
    await deliverOutbox(mail);
    const token = linkIn(mail.received.at(-1), LINK).slice(LINK.length);

    for (let i = 0; i < 6; i += 1) {
      await api
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ email, password: `a wrong password ${i}` });
    }
    // The lock's notice is queued beside the answers: wait until it is in the outbox.
    await vi.waitFor(async () => expect(await OutboxModel.countDocuments({ to: email })).toBe(2), {
      timeout: 30_000,
      interval: 25,
    });

    const used = await api
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'violet kettle drums' });

    expect(used.status).toBe(204);
    const signedIn = await api
      .post('/api/auth/login')
      .set('X-Forwarded-For', '192.0.2.20')
      .send({ email, password: 'violet kettle drums' });
    expect(signedIn.body.user).toMatchObject({ email, role: 'editor' });
  });
});
