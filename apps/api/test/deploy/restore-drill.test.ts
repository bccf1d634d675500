import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCli } from '../operations/running-site';
import { composeSite, DEPLOY_DIR, SITE_ENV, type ComposeSite } from './compose-site';

/**
 * deploy/restore-drill.sh, the restore drill of docs/DEPLOYMENT.md, on a server set up as
 * that file says (an off-host folder mounted by docker-compose.override.yml and named by
 * BACKUP_COPY_DIR, mail configured, ADMIN_PASSWORD removed after the first start), with
 * everything but the Docker engine running for real (compose-site.ts).
 */
const SCRATCH_DATABASE = 'stand_in_tutoring_restore_test';
let site: ComposeSite;
let offsite: string;
let backupFile: string;

const listing = (dir: string) =>
  readdirSync(dir).map((name) => `${name} ${statSync(path.join(dir, name)).mtimeMs}`);

beforeAll(async () => {
  site = composeSite(inject('databaseUri'), {
    ...SITE_ENV,
    BACKUP_COPY_DIR: '/offsite',
    SMTP_URL: 'smtp://mail.example.edu:587',
  });
  offsite = path.join(site.root, 'offsite');
  mkdirSync(offsite);
  writeFileSync(
    path.join(site.dir, 'docker-compose.override.yml'),
    `services:\n  backup:\n    volumes:\n      - ${offsite}:/offsite\n`,
  );
  await mongoose.connection.db?.collection('courses').insertOne({ title: 'Live IB Physics' });
  const backup = await runCli('backup', ['--out', offsite], {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
  });
  expect(backup.code, backup.stderr).toBe(0);
  // The live site's nightly copies off the host, and the one the operator drills with.
  backupFile = path.join(site.root, 'drill.ejson.gz');
  copyFileSync(backup.stdout.trim(), backupFile);
});

afterAll(() => {
  rmSync(site.root, { recursive: true, force: true });
});

describe('the restore drill script', { timeout: 240_000 }, () => {
  it('when a drill runs, then the backup is restored with mail paused and no off-host file is touched', async () => {
    const before = listing(offsite);
    const scratch = mongoose.connection.getClient().db(SCRATCH_DATABASE);

    const up = await site.run('sh', [path.join(DEPLOY_DIR, 'restore-drill.sh'), 'up', backupFile]);

    expect(up.code, up.stderr).toBe(0);
    expect(listing(offsite)).toEqual(before);
    expect(await scratch.collection('courses').findOne({})).toMatchObject({
      title: 'Live IB Physics',
    });
    expect(
      await scratch.collection('operationstate').findOne({ _id: 'outbox' as never }),
    ).toMatchObject({
      paused: true,
    });
    const settings = readFileSync(path.join(site.dir, '.env.restore-test'), 'utf8');
    expect(settings).toMatch(/^OUTBOX_PAUSED=true$/m);
    expect(settings).toMatch(/^SMTP_URL=$/m);
    expect(settings).toMatch(/^BACKUP_COPY_DIR=$/m);
    expect(readFileSync(path.join(site.root, 'curl.log'), 'utf8')).toContain(
      'http://127.0.0.1:8081/api/ready',
    );

    const down = await site.run('sh', [path.join(DEPLOY_DIR, 'restore-drill.sh'), 'down']);

    expect(down.code, down.stderr).toBe(0);
    expect(await scratch.collection('courses').countDocuments()).toBe(0);
    expect(existsSync(path.join(site.dir, '.env.restore-test'))).toBe(false);
    expect(listing(offsite)).toEqual(before);
  });
});
