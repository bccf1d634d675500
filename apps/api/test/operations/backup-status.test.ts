import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../src/app';
import { BACKUP_TOO_OLD_MS, recordBackupSuccess } from '../../src/modules/backups/backup-status';
import { GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';
import { runCli } from './running-site';

/**
 * Whether backups happen, where an operator looks: /api/ready's details (a warning that never
 * turns readiness red) and /api/metrics (docs/OPERATIONS.md, "Backups").
 */
const METRICS_TOKEN = 'scraper-token-of-some-length';
const api = supertest(
  createApp({
    jwtSecret: TEST_JWT_SECRET,
    rateLimits: GENEROUS_LIMITS,
    responseCache: false,
    importOutsideImages: false,
    metricsToken: METRICS_TOKEN,
  }),
);
let workDir: string;
let env: Record<string, string>;

async function lastSuccessMetric(): Promise<number> {
  const res = await api.get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
  const line = res.text
    .split('\n')
    .find((text) => text.startsWith('tutoring_backup_last_success_timestamp_seconds '));
  if (!line) throw new Error('no tutoring_backup_last_success_timestamp_seconds');
  return Number(line.split(' ')[1]);
}

beforeAll(() => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'backup-status-'));
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
  };
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('backup status', { timeout: 90_000 }, () => {
  it('when no backup has run, then /api/ready stays ready with a "No backup yet" warning and the metric is 0', async () => {
    const ready = await api.get('/api/ready');

    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ready',
      backup: { lastSuccessAt: null, warning: 'No backup yet.' },
    });
    expect(await lastSuccessMetric()).toBe(0);
  });

  it('when npm run backup succeeds, then /api/ready and the metric give its time and no warning', async () => {
    const before = Date.now();
    const backup = await runCli('backup', ['--out', workDir], env);
    expect(backup.code).toBe(0);

    const ready = await api.get('/api/ready');

    expect(ready.body.backup.warning).toBeUndefined();
    const at = Date.parse(ready.body.backup.lastSuccessAt);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(await lastSuccessMetric()).toBe(at / 1000);
  });

  it('when a later backup fails, then /api/ready warns of it, stays ready, and keeps the last success', async () => {
    const success = (await api.get('/api/ready')).body.backup.lastSuccessAt;
    const notADirectory = path.join(workDir, 'a-file');
    writeFileSync(notADirectory, 'in the way');

    const backup = await runCli('backup', ['--out', notADirectory], env);
    expect(backup.code).toBe(1);

    const ready = await api.get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.backup.lastSuccessAt).toBe(success);
    expect(ready.body.backup.warning).toMatch(/^The last backup failed at /);
  });

  it('when the last success is older than 26 hours, then /api/ready warns that it is too old', async () => {
    const db = mongoose.connection.db;
    if (!db) throw new Error('no database');
    // A fresh record: the failure of the test before would otherwise be the newer news.
    await db.collection<{ _id: string }>('operationstate').deleteOne({ _id: 'backup' });
    await recordBackupSuccess(db, new Date(Date.now() - BACKUP_TOO_OLD_MS - 60_000));

    const ready = await api.get('/api/ready');

    expect(ready.status).toBe(200);
    expect(ready.body.backup.warning).toMatch(/^The last successful backup is older than a day/);
  });
});
