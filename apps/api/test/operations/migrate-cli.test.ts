import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../src/lib/free-port';
import { createLogger } from '../../src/lib/logger';
import { MIGRATIONS, runMigrations } from '../../src/migrations';
import { courseSlugs } from '../../src/migrations/2026-11-27-course-slugs';
import { runCli } from './running-site';

/**
 * `npm run migrate -- status | dry-run` and a start of the server, as an operator runs them,
 * on this file's own database (docs/OPERATIONS.md, "Migrations").
 */
const API_DIR = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'migrate-cli-'));
let env: Record<string, string>;

function db() {
  const connected = mongoose.connection.db;
  if (!connected) throw new Error('no database');
  return connected;
}

beforeEach(async () => {
  const uri = new URL(inject('databaseUri'));
  uri.pathname = `/${db().databaseName}`;
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    MONGODB_URI: uri.toString(),
    DATA_DIR: dataDir,
    JWT_SECRET: 'operations-test-secret-of-at-least-32-chars',
    LOG_LEVEL: 'warn',
  };
  await db().collection('migrations').deleteMany({});
  await runMigrations(db(), MIGRATIONS, createLogger('silent'));
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The server as `npm start` runs it, until it exits: its exit code and what it wrote. */
async function startServer(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...env, PORT: String(await freePort()), ADMIN_PASSWORD: 'violet harbour seventeen' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve({ code, output }));
    // A server that starts is the refusal's failure: stop it, and let the test say so.
    child.stdout.on('data', () => {
      if (output.includes('The site is running at')) child.kill('SIGTERM');
    });
  });
}

// Each command is a Node process that compiles its TypeScript first: seconds on a busy host.
describe('npm run migrate', { timeout: 120_000 }, () => {
  it('when status is run with a migration not yet applied, then it lists each migration as applied (when) or pending, and the lock as free', async () => {
    await db()
      .collection('migrations')
      .deleteOne({ _id: courseSlugs.id as never });

    const run = await runCli('migrate', ['status'], env);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 applied, 1 pending');
    expect(run.stdout).toMatch(/^applied\t2026-11-27-accounts-active\t\d{4}-\d\d-\d\dT[\d:.]+Z\t/m);
    expect(run.stdout).toMatch(/^pending\t2026-11-27-course-slugs\t-\t/m);
    expect(run.stdout).toContain('Lock: free.');
  });

  it('when dry-run is run, then it shows what a start would migrate and how much, and writes nothing', async () => {
    await db()
      .collection('migrations')
      .deleteOne({ _id: courseSlugs.id as never });
    await db().collection('coursev2').insertOne({ title: 'IB Physics HL', status: 'published' });
    const before = await db().collection('coursev2').find({}).toArray();

    const run = await runCli('migrate', ['dry-run'], env);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('A start of this release would run 1, in this order:');
    expect(run.stdout).toContain(
      '2026-11-27-course-slugs\tcourses without a slug get one made from their title\t1 in coursev2, 0 in courses would get a slug',
    );
    expect(run.stdout).toContain('Nothing was written.');
    expect(await db().collection('coursev2').find({}).toArray()).toEqual(before);
    expect(await db().collection('migrations').countDocuments()).toBe(MIGRATIONS.length - 1);
  });

  it('when a newer release migrated the database, then status names what it does not know and exits 1, and the server refuses to start, saying why', async () => {
    await db()
      .collection('migrations')
      .insertOne({
        _id: '2999-12-31-newer-shape' as never,
        description: 'x',
        appliedAt: new Date(),
      });

    const status = await runCli('migrate', ['status'], env);
    const server = await startServer();

    expect(status.code).toBe(1);
    expect(status.stdout).toMatch(/^unknown\t2999-12-31-newer-shape\t/m);
    expect(status.stderr).toContain('This database was migrated by a newer release');
    expect(server.code).toBe(1);
    expect(server.output).toContain(
      'This database was migrated by a newer release: it records migrations this release does not know (2999-12-31-newer-shape).',
    );
    expect(server.output).not.toContain('The site is running at');
  });

  it('when the command is unknown, then it prints the usage and exits 2', async () => {
    const run = await runCli('migrate', ['up'], env);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Unknown command: up');
    expect(run.stderr).toContain('dry-run');
  });
});
