import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { deliverOutbox, useMailServer } from '../../../../test/mail-server';
import { OutboxModel } from '../../outbox/outbox.model';

const mail = useMailServer();

// The attack: a reset asked for with the attacker's Host (and X-Forwarded-Host, believed from
// a trusted proxy) mails the owner a genuine message whose link goes to the attacker.
const ORIGIN = 'https://www.harbour.example';
const EVIL = 'evil.example';

beforeEach(async () => {});

/** Asks for a reset of `email` as the attacker would, and returns the mail that went out. */
async function resetMailAskedFromEvilHost(api: ReturnType<typeof testClient>, email: string) {
  const asked = await api
    .post('/api/auth/forgot-password')
    .set('Host', EVIL)
    .set('X-Forwarded-Host', EVIL)
    .set('X-Forwarded-Proto', 'https')
    .send({ email });
  expect(asked.status).toBe(202);
  await vi.waitFor(async () => expect(await OutboxModel.countDocuments()).toBe(1), {
    timeout: 30_000,
    interval: 25,
  });
  await deliverOutbox(mail);
  return mail.received[0]!.text;
}

describe('links in mail come from the configured origin only', () => {
  it('when a reset is asked for with Host: evil.example through a trusted proxy, then the mailed link is on PUBLIC_ORIGIN', async () => {
    const api = testClient({ publicOrigin: ORIGIN, trustProxy: ['loopback'] });
    const owner = await createUserWithToken('admin');

    const text = await resetMailAskedFromEvilHost(api, owner.user.email);

    expect(text).toContain(`${ORIGIN}/#/reset-password/`);
    expect(text).not.toContain(EVIL);
  });

  it('when no origin is configured at all, then the link still never names the Host a request sent', async () => {
    const api = testClient({ trustProxy: ['loopback'] });
    const owner = await createUserWithToken('admin');

    const text = await resetMailAskedFromEvilHost(api, owner.user.email);

    expect(text).toContain('/#/reset-password/');
    expect(text).not.toContain(EVIL);
  });

  it('when an admin invites someone from a request with Host: evil.example, then the invitation link is on PUBLIC_ORIGIN', async () => {
    const api = testClient({ publicOrigin: ORIGIN, trustProxy: ['loopback'] });
    const admin = await createUserWithToken('admin');

    await api
      .post('/api/users')
      .set('Authorization', admin.authorization)
      .set('Host', EVIL)
      .set('X-Forwarded-Host', EVIL)
      .send({ name: 'New Tutor', email: 'new.tutor@harbour.example', role: 'editor' });
    await deliverOutbox(mail);

    expect(mail.received[0]?.text).toContain(`${ORIGIN}/#/reset-password/`);
    expect(mail.received[0]?.text).not.toContain(EVIL);
  });
});
