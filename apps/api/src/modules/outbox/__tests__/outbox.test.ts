import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itRefusesNonAdminWrites } from '../../../../test/admin-only';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { createLogger } from '../../../lib/logger';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { UserModel } from '../../users/user.model';
import { OutboxModel } from '../outbox.model';
import { startOutboxWorker, type OutboxWorker } from '../outbox-worker';
import { startMailServer } from '../../../../test/mail-server';

const api = testClient({ publicOrigin: 'https://www.harbour.example', mailServerConfigured: true });
const logger = createLogger('silent');
let admin: string;
let adminEmail: string;
let user: string;
let workers: OutboxWorker[] = [];

const worker = (smtpUrl: string) => {
  const started = startOutboxWorker({
    smtpUrl,
    from: 'office@harbour.example',
    logger,
    idleMs: 3_600_000,
  });
  workers.push(started);
  return started;
};

const lead = {
  name: 'Meera Nair',
  course: 'IB Chemistry',
  mobile: '+91 98765 43210',
  email: 'meera@family.example',
  message: 'Weekends?',
};

beforeAll(async () => {
  const created = await createUserWithToken('admin');
  admin = created.authorization;
  adminEmail = created.user.email;
  user = (await createUserWithToken('user')).authorization;
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy', phones: ['+44 20 7946 0000'] });
});

beforeEach(async () => {
  await OutboxModel.deleteMany({});
});

afterEach(async () => {
  await Promise.all(workers.map((started) => started.stop()));
  workers = [];
});

describe('mail about a new lead', () => {
  it('when a parent sends the form, then the admins get the lead and the parent an acknowledgement', async () => {
    const mail = await startMailServer();

    const res = await api.post('/api/contact').send(lead);
    const sent = await worker(mail.url).drain();
    await mail.stop();

    expect(res.status).toBe(201);
    expect(sent).toBe(2);
    const toAdmins = mail.received.find((m) => m.to.includes(adminEmail))!;
    expect(toAdmins.text).toContain('Meera Nair');
    expect(toAdmins.text).toContain('IB Chemistry');
    expect(toAdmins.text).toContain('+91 98765 43210');
    expect(toAdmins.text).toContain('https://www.harbour.example/#/admin/contacts');
    const toParent = mail.received.find((m) => m.to.includes('meera@family.example'))!;
    // The visitor's own words never go to the address they typed (test/security/visitor-text-in-mail).
    expect(toParent.text).not.toContain('IB Chemistry');
    expect(toParent.text).toContain('Harbour Lights Academy');
    expect(toParent.text).toContain('+44 20 7946 0000');
  });

  it('when an admin has been deactivated, then the lead is mailed to the active admins only', async () => {
    const away = (await createUserWithToken('admin')).user;
    await UserModel.updateOne({ _id: away._id }, { $set: { active: false } });
    const editor = (await createUserWithToken('editor')).user;

    await api.post('/api/contact').send({ ...lead, email: '' });
    const [notification] = await OutboxModel.find({ kind: 'lead-notification' }).lean();

    expect(notification?.to).toContain(adminEmail);
    expect(notification?.to).not.toContain(away.email);
    expect(notification?.to).not.toContain(editor.email);
    await Promise.all([away, editor].map((person) => UserModel.deleteOne({ _id: person._id })));
  });

  it('when the form is taken for spam, then no mail is queued', async () => {
    await api.post('/api/contact').send({ ...lead, website: 'https://spam.example' });

    expect(await OutboxModel.countDocuments()).toBe(0);
  });

  it('when the mail server is down, then the lead is still 201, its mail waits, and arrives once the server is back', async () => {
    const down = await startMailServer();
    const { port } = down;
    await down.stop();

    const res = await api.post('/api/contact').send({ ...lead, email: '' });
    await worker(`smtp://127.0.0.1:${port}`).drain();
    const waiting = await OutboxModel.findOne().lean();

    expect(res.status).toBe(201);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting!.lastError).not.toBe('');

    const back = await startMailServer(port);
    // The retry is due in 30 s; the test does not wait for it.
    await OutboxModel.updateMany({}, { $set: { nextAttemptAt: new Date() } });
    await worker(back.url).drain();
    await back.stop();
    expect(back.received).toHaveLength(1);
    expect((await OutboxModel.findOne().lean())?.status).toBe('sent');
  });

  it('when two API instances send the outbox at once, then every mail arrives exactly once', async () => {
    const mail = await startMailServer();
    for (let i = 0; i < 6; i += 1)
      await api.post('/api/contact').send({ ...lead, name: `Parent ${i}` });

    const [first, second] = await Promise.all([worker(mail.url).drain(), worker(mail.url).drain()]);
    await mail.stop();

    expect(first + second).toBe(12);
    expect(mail.received).toHaveLength(12);
    // Each parent's two mails: six different ones to the admins, and six acknowledgements
    // (the institute's words only, so alike) to the parent.
    const toAdmins = mail.received.filter((m) => m.to.includes(adminEmail));
    expect(new Set(toAdmins.map((m) => /Parent \d/.exec(m.raw)?.[0])).size).toBe(6);
    expect(mail.received.filter((m) => m.to.includes('meera@family.example'))).toHaveLength(6);
  });
});

describe('GET /api/outbox and Send again', () => {
  it('when an admin reads it, then the mail is listed with its status, and the server is named configured', async () => {
    await api.post('/api/contact').send(lead);

    const res = await api.get('/api/outbox').set('Authorization', admin);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, mailServerConfigured: true });
    expect(res.body.messages.map((m: { status: string }) => m.status)).toEqual([
      'queued',
      'queued',
    ]);
  });

  it('when a failed mail is sent again, then it is queued afresh (202)', async () => {
    await api.post('/api/contact').send({ ...lead, email: '' });
    await OutboxModel.updateMany({}, { $set: { status: 'failed', attempts: 8 } });
    const [message] = (await api.get('/api/outbox').set('Authorization', admin)).body.messages;

    const res = await api.post(`/api/outbox/${message._id}/resend`).set('Authorization', admin);

    expect(res.status).toBe(202);
    expect(await OutboxModel.findById(message._id).lean()).toMatchObject({
      status: 'queued',
      attempts: 0,
    });
  });

  it('when a mail is scheduled for later (a reminder), then Send again is refused (409) and it stays scheduled', async () => {
    // Whole seconds: the embedded FerretDB was seen to give dates back without their milliseconds.
    const later = new Date(Math.floor(Date.now() / 1000) * 1000 + 24 * 60 * 60 * 1000);
    const reminder = await OutboxModel.create({
      kind: 'booking-reminder',
      to: ['parent@example.com'],
      subject: 'Reminder',
      text: 'Tomorrow.',
      status: 'queued',
      attempts: 0,
      lastError: '',
      nextAttemptAt: later,
    });

    const res = await api.post(`/api/outbox/${reminder._id}/resend`).set('Authorization', admin);

    expect(res.status).toBe(409);
    expectEnvelope(res.body, 'CONFLICT');
    expect(res.body.message).toContain('scheduled');
    const stored = await OutboxModel.findById(reminder._id).lean();
    expect(new Date(String(stored?.nextAttemptAt)).getTime()).toBe(later.getTime());
  });

  it('when the id is unknown, then Send again answers 404', async () => {
    const res = await api
      .post('/api/outbox/65a1b2c3d4e5f60718293a4b/resend')
      .set('Authorization', admin);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  itRefusesNonAdminWrites({
    writes: [
      ['GET', () => api.get('/api/outbox')],
      ['POST resend', (id) => api.post(`/api/outbox/${id}/resend`)],
    ],
    arrange: async () => {
      await api.post('/api/contact').send({ ...lead, email: '' });
      return String((await OutboxModel.findOne().lean())!._id);
    },
    snapshot: () => OutboxModel.find().sort({ _id: 1 }).lean(),
    userAuthorization: () => user,
  });
});
