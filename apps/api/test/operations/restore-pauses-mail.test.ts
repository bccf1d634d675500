import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { wipeDatabase } from '../../src/lib/db/database-dump';
import { createLogger } from '../../src/lib/logger';
import {
  isOutboxPausedInDatabase,
  pauseOutbox,
  resumeOutbox,
} from '../../src/modules/outbox/outbox-pause';
import { startOutboxWorker } from '../../src/modules/outbox/outbox-worker';
import { enqueueMail } from '../../src/modules/outbox/outbox.service';
import { createUserWithToken, testClient } from '../http';
import { deliverOutbox } from '../mail-server';
import { useRestoreWorkspace } from './restore-workspace';
import { runCli } from './running-site';

/**
 * A restore brings back queued mail the old site may already have sent: the restored site
 * sends nothing until an admin resumes, then each queued mail once (docs/OPERATIONS.md).
 */
const site = useRestoreWorkspace('restore-mail-');
const api = testClient();

function db() {
  const connected = mongoose.connection.db;
  if (!connected) throw new Error('no database');
  return connected;
}

const queueReminder = (to: string) =>
  enqueueMail({ kind: 'reminder', to: [to], subject: 'Your class tomorrow', text: 'See you.' });

describe('outgoing mail after npm run restore', { timeout: 90_000 }, () => {
  it('when a site is restored, then it sends nothing until an admin resumes, then each queued mail once', async () => {
    await queueReminder('parent-one@example.com');
    await queueReminder('parent-two@example.com');
    const backup = await runCli('backup', ['--out', site.workDir], site.env);
    expect(backup.code).toBe(0);
    await wipeDatabase(db());

    const restore = await runCli('restore', [backup.stdout.trim(), '--yes'], site.env);
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('paused');

    expect(await deliverOutbox(site.mail)).toBe(0);
    expect(site.mail.received).toEqual([]);
    const { authorization } = await createUserWithToken('admin');
    const listed = await api.get('/api/outbox').set('Authorization', authorization);
    expect(listed.body).toMatchObject({ paused: true, pausedByConfiguration: false });

    const resumed = await api.post('/api/outbox/resume').set('Authorization', authorization);
    expect(resumed.status).toBe(204);

    expect(await deliverOutbox(site.mail)).toBe(2);
    expect(await deliverOutbox(site.mail)).toBe(0);
    const recipients = site.mail.received.flatMap((received) => received.to).sort();
    expect(recipients).toEqual(['parent-one@example.com', 'parent-two@example.com']);
    const after = await api.get('/api/outbox').set('Authorization', authorization);
    expect(after.body.paused).toBe(false);
  });

  it('when someone who is not an admin asks to resume, then it is refused and mail stays paused', async () => {
    await pauseOutbox(db(), 'a restore drill');
    const { authorization } = await createUserWithToken('editor');
    const anonymous = await api.post('/api/outbox/resume');
    const editor = await api.post('/api/outbox/resume').set('Authorization', authorization);

    expect(anonymous.status).toBe(401);
    expect(editor.status).toBe(403);
    expect(await isOutboxPausedInDatabase()).toBe(true);
    await resumeOutbox();
  });

  it('when OUTBOX_PAUSED is set, then the worker sends nothing though nothing is paused in the database', async () => {
    await queueReminder('parent-three@example.com');
    const before = site.mail.received.length;
    const worker = startOutboxWorker({
      smtpUrl: site.mail.url,
      from: 'office@harbour.example',
      paused: true,
      logger: createLogger('silent'),
      idleMs: 3_600_000,
    });

    const sent = await worker.drain();
    await worker.stop();

    expect(sent).toBe(0);
    expect(site.mail.received.length).toBe(before);
    expect(await deliverOutbox(site.mail)).toBe(1);
  });
});
