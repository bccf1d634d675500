import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, inject } from 'vitest';
import { startMailServer } from '../mail-server';

type MailServer = Awaited<ReturnType<typeof startMailServer>>;

/**
 * What a test of `npm run backup` and `npm run restore` needs: a folder for the backup files,
 * the commands' environment (this file's database), and an SMTP server that shows whether a
 * restored site sent anything. Made before the file's tests, removed after them.
 */
export function useRestoreWorkspace(prefix: string) {
  const workspace = { workDir: '', env: {} as Record<string, string>, mail: {} as MailServer };
  beforeAll(async () => {
    workspace.mail = await startMailServer();
    workspace.workDir = mkdtempSync(path.join(os.tmpdir(), prefix));
    workspace.env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
    };
  });
  afterAll(async () => {
    await workspace.mail.stop();
    rmSync(workspace.workDir, { recursive: true, force: true });
  });
  return workspace;
}
