import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { deliverOutbox, linkIn, useMailServer } from '../../../../test/mail-server';
import { arrangeMondayNineBooking, NOW } from '../../bookings/__tests__/booking-fixtures';
import { OutboxModel } from '../outbox.model';

const mail = useMailServer();

// The attacks: an admin reads another admin's reset link in the Outbox and resets their
// password; anyone with a database dump or the logs uses the links found there.
const ORIGIN = 'https://www.harbour.example';
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(line: Buffer, _encoding, done) {
      logLines.push(line.toString());
      done();
    },
  }),
);
const api = testClient({ publicOrigin: ORIGIN, logger, clock: () => NOW });
const filesDir = inject('databaseFilesDir');

/** Every file of the embedded database, as bytes: what a copy of its folder gives away. */
function databaseFilesContain(text: string): boolean {
  const files = readdirSync(filesDir, { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile())
    .some((entry) => readFileSync(path.join(entry.parentPath, entry.name)).includes(text));
}

async function outboxAsSeenBy(authorization: string): Promise<string> {
  const res = await api.get('/api/outbox').set('Authorization', authorization);
  expect(res.status).toBe(200);
  return JSON.stringify(res.body);
}

beforeEach(async () => {
  logLines.length = 0;
});

describe('no usable link outside its mail', () => {
  it("when admin B asks for a reset link, then admin A sees it in the Outbox with the token hidden, and only B's mail carries a working link", async () => {
    const adminA = await createUserWithToken('admin');
    const adminB = await createUserWithToken('admin');
    await api.post('/api/auth/forgot-password').send({ email: adminB.user.email });
    await vi.waitFor(async () => expect(await OutboxModel.countDocuments()).toBe(1), {
      timeout: 30_000,
      interval: 25,
    });

    const queued = await outboxAsSeenBy(adminA.authorization);
    await deliverOutbox(mail);
    const sent = await outboxAsSeenBy(adminA.authorization);

    const link = linkIn(mail.received[0], `${ORIGIN}/#/reset-password/`);
    const token = link.split('/').pop()!;
    expect(queued).toContain(`${ORIGIN}/#/reset-password/[hidden]`);
    expect(queued).not.toContain(token);
    expect(sent).not.toContain(token);
    const reset = await api
      .post('/api/auth/reset-password')
      .send({ token, newPassword: 'violet kettle drums' });
    expect(reset.status).toBe(204);
  });

  it.skipIf(!filesDir)(
    'when a reset mail waits and then is sent, then no file of the database holds its token, though they hold the mail',
    async () => {
      const person = await createUserWithToken('editor');
      await api.post('/api/auth/forgot-password').send({ email: person.user.email });
      await vi.waitFor(async () => expect(await OutboxModel.countDocuments()).toBe(1), {
        timeout: 30_000,
        interval: 25,
      });
      await deliverOutbox(mail);
      const token = linkIn(mail.received[0], `${ORIGIN}/#/reset-password/`).split('/').pop()!;

      // The search does see what the outbox stored: the mail's own wording is there.
      expect(databaseFilesContain('Someone asked to reset the password of your account')).toBe(
        true,
      );
      expect(databaseFilesContain(token)).toBe(false);
    },
  );

  it("when a parent books, then the booking's private link is hidden in the Outbox, absent from the database files and the logs, and it still works", async () => {
    const { booking } = await arrangeMondayNineBooking();
    const booked = await api.post('/api/bookings').send(booking);
    expect(booked.status).toBe(201);
    const token = String(booked.body.manageToken);
    const admin = await createUserWithToken('admin');

    const queued = await outboxAsSeenBy(admin.authorization);
    await deliverOutbox(mail, NOW);
    const manage = await api.get(`/api/bookings/manage/${token}`);

    expect(manage.status).toBe(200);
    const confirmation = mail.received.find((received) =>
      received.to.includes('priya@example.com'),
    );
    const parsed = await simpleParser(confirmation!.raw);
    expect(parsed.text).toContain(`${ORIGIN}/#/booking/${token}`);
    expect(parsed.attachments[0]?.content.toString()).toContain(token.slice(0, 20));
    expect(queued).toContain(`${ORIGIN}/#/booking/[hidden]`);
    expect(queued).not.toContain(token);
    expect(logLines.some((line) => line.includes('/api/bookings/manage/[hidden]'))).toBe(true);
    expect(logLines.join('\n')).not.toContain(token);
    if (filesDir) expect(databaseFilesContain(token)).toBe(false);
  });
});
