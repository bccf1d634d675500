import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { runCli } from './running-site';

/**
 * `npm run backup` with an off-host folder (BACKUP_COPY_DIR) and rotation: older backups, dated
 * by their names as the test chooses, are pruned in both folders once the new one is whole.
 */
let workDir: string;
let local: string;
let copies: string;
let env: Record<string, string>;

const OLD = [
  'tutoring-2020-01-08T03-00-00Z.ejson.gz', // a Wednesday
  'tutoring-2020-01-07T03-00-00Z.ejson.gz', // same week: goes
  'tutoring-2020-01-01T03-00-00Z.ejson.gz', // the week before
];

function seed(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const name of OLD) writeFileSync(path.join(dir, name), 'old');
  writeFileSync(path.join(dir, 'README.txt'), 'not a backup');
}

beforeEach(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'backup-rotation-'));
  local = path.join(workDir, 'local');
  copies = path.join(workDir, 'offsite');
  seed(local);
  seed(copies);
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
    BACKUP_DIR: local,
    BACKUP_COPY_DIR: copies,
    BACKUP_KEEP_DAILY: '1',
    BACKUP_KEEP_WEEKLY: '2',
  };
});

afterEach(() => rmSync(workDir, { recursive: true, force: true }));

describe('npm run backup with rotation and an off-host copy', { timeout: 90_000 }, () => {
  it('when a backup is made, then it is copied off-host whole and each folder keeps 1 daily and 2 weekly', async () => {
    const run = await runCli('backup', [], env);
    expect(run.stderr).toContain('Copied to');
    expect(run.code).toBe(0);
    const file = run.stdout.trim();
    const fresh = path.basename(file);
    expect(path.dirname(file)).toBe(local);

    // Today's backup is the daily and this week's; 2020-01-08 the newest of the other week kept.
    const expected = [fresh, 'README.txt', 'tutoring-2020-01-08T03-00-00Z.ejson.gz'].sort();
    expect(readdirSync(local).sort()).toEqual(expected);
    expect(readdirSync(copies).sort()).toEqual(expected);
    expect(readFileSync(path.join(copies, fresh)).equals(readFileSync(file))).toBe(true);
  });

  it('when the off-host folder cannot be written, then the backup fails loudly and the local one stays', async () => {
    writeFileSync(path.join(workDir, 'not-a-folder'), '');
    const run = await runCli('backup', [], {
      ...env,
      BACKUP_COPY_DIR: path.join(workDir, 'not-a-folder'),
    });

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/not-a-folder/);
    const made = readdirSync(local).filter((name) => !OLD.includes(name) && name !== 'README.txt');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatch(/^tutoring-[\dT-]+Z\.ejson\.gz$/);
  });
});
