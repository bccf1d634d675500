import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isOutboxPausedInDatabase, resumeOutbox } from '../../src/modules/outbox/outbox-pause';
import { enqueueMail } from '../../src/modules/outbox/outbox.service';
import { createUserWithToken, testClient } from '../http';
import { deliverOutbox } from '../mail-server';
import { useRestoreWorkspace } from './restore-workspace';
import { runCli } from './running-site';

/**
 * What a restore must not bring back or let through (docs/OPERATIONS.md, "Backups"): mail is
 * paused in the database before anything is wiped, so no instance sends from a half-loaded
 * outbox; and a session ended after the backup stays ended.
 */
const site = useRestoreWorkspace('restore-ended-');
const api = testClient();

describe('npm run restore and what ended after the backup', { timeout: 120_000 }, () => {
  it('when a session is signed out after the backup, then the restored site still refuses its token', async () => {
    const { authorization } = await createUserWithToken('admin');
    expect((await api.get('/api/auth/me').set('Authorization', authorization)).status).toBe(200);
    const backup = await runCli('backup', ['--out', site.workDir], site.env);
    expect(backup.code).toBe(0);
    const signOut = await api.post('/api/auth/logout').set('Authorization', authorization);
    expect(signOut.status).toBe(204);

    const restore = await runCli('restore', [backup.stdout.trim(), '--yes'], site.env);

    expect(restore.code, restore.stderr).toBe(0);
    expect((await api.get('/api/auth/me').set('Authorization', authorization)).status).toBe(401);
    await resumeOutbox();
  });

  it('when a restore fails halfway through its load, then outgoing mail was paused before it began', async () => {
    await enqueueMail({ kind: 'reminder', to: ['parent@example.com'], subject: 'Soon', text: '.' });
    const backup = await runCli('backup', ['--out', site.workDir], site.env);
    expect(backup.code).toBe(0);
    // The backup's first lines, then one that is not a dump line: the load stops there.
    const lines = gunzipSync(readFileSync(backup.stdout.trim())).toString().split('\n');
    const broken = path.join(site.workDir, 'broken.ejson.gz');
    writeFileSync(broken, gzipSync(`${lines.slice(0, 3).join('\n')}\n{"c": oops\n`));

    const restore = await runCli('restore', [broken, '--yes'], site.env);

    expect(restore.code).toBe(1);
    expect(await isOutboxPausedInDatabase()).toBe(true);
    expect(await deliverOutbox(site.mail)).toBe(0);
    expect(site.mail.received).toEqual([]);
  });
});
