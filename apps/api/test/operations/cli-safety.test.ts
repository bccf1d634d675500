import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCli } from './running-site';

/**
 * The commands an operator types on a server (docs/OPERATIONS.md): `--help` answers without a
 * database or a configuration, and a restore, which cannot be undone, never wipes unasked.
 */
let workDir: string;

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'cli-safety-'));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('the shell commands', { timeout: 120_000 }, () => {
  it.each(['admin', 'backup', 'restore'])(
    'when %s --help is run with no database and no configuration, then it prints its usage',
    async (name) => {
      // Production with nothing set: any configuration check or connection would fail.
      const env = { PATH: process.env.PATH ?? '', NODE_ENV: 'production' };

      const run = await runCli(name, ['--help'], env);

      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Usage: npm run ${name}`);
    },
  );

  it('when restore is run without a terminal and without --yes, then it refuses and wipes nothing', async () => {
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
    };
    const db = mongoose.connection.db;
    if (!db) throw new Error('no database');
    await db.collection('keepsakes').insertOne({ note: 'still here' });
    const backup = await runCli('backup', ['--out', workDir], env);
    await db.collection('keepsakes').insertOne({ note: 'written after the backup' });

    const restore = await runCli('restore', [backup.stdout.trim()], env);

    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain('--yes');
    expect(await db.collection('keepsakes').countDocuments()).toBe(2);
  });
});
