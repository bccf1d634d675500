import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isOutboxPausedInDatabase, resumeOutbox } from '../../src/modules/outbox/outbox-pause';
import { enqueueMail } from '../../src/modules/outbox/outbox.service';
import { createUserWithToken, testClient } from '../http';
import { deliverOutbox, startMailServer } from '../mail-server';
import { runCli } from './running-site';

/**
 * What a restore must not bring back or let through (docs/OPERATIONS.md, "Backups"): mail is
 * paused in the database before anything is wiped, so no instance sends from a half-loaded
 * outbox; and a session ended after the backup stays ended.
 */
let workDir: string;
let env: Record<string, string>;
let mail: Awaited<ReturnType<typeof startMailServer>>;
const api = testClient();

beforeAll(async () => {
  mail = await startMailServer();
  workDir = mkdtempSync(path.join(os.tmpdir(), 'restore-ended-'));
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
  };
});

afterAll(async () => {
  await mail.stop();
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run restore and what ended after the backup', { timeout: 120_000 }, () => {
  it('when a session is signed out after the backup, then the restored site still refuses its token', async () => {
    const { authorization } = await createUserWithToken('admin');
    expect((await api.get('/api/auth/me').set('Authorization', authorization)).status).toBe(200);
    const backup = await runCli('backup', ['--out', workDir], env);
    expect(backup.code).toBe(0);
    const signOut = await api.post('/api/auth/logout').set('Authorization', authorization);
    expect(signOut.status).toBe(204);

    const restore = await runCli('restore', [backup.stdout.trim(), '--yes'], env);

    expect(restore.code, restore.stderr).toBe(0);
    expect((await api.get('/api/auth/me').set('Authorization', authorization)).status).toBe(401);
    await resumeOutbox();
  });

  it('when a restore fails halfway through its load, then outgoing mail was paused before it began', async () => {
    await enqueueMail({ kind: 'reminder', to: ['parent@example.com'], subject: 'Soon', text: '.' });
    const backup = await runCli('backup', ['--out', workDir], env);
    expect(backup.code).toBe(0);
    // The backup's first lines, then one that is not a dump line: the load stops there.
    const lines = gunzipSync(readFileSync(backup.stdout.trim())).toString().split('\n');
    const broken = path.join(workDir, 'broken.ejson.gz');
    writeFileSync(broken, gzipSync(`${lines.slice(0, 3).join('\n')}\n{"c": oops\n`));

    const restore = await runCli('restore', [broken, '--yes'], env);

    expect(restore.code).toBe(1);
    expect(await isOutboxPausedInDatabase()).toBe(true);
    expect(await deliverOutbox(mail)).toBe(0);
    expect(mail.received).toEqual([]);
  });
});
