import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadDump, wipeDatabase } from '../../src/lib/db/database-dump';
import { runCli } from './running-site';

/**
 * `npm run backup` and `npm run restore` as an operator runs them, with encryption on, on a
 * database holding what a seeded site stores (the release fixture: content, users, GridFS
 * pictures): backup, wipe, restore leaves every collection equal (docs/OPERATIONS.md).
 */
const FIXTURE = new URL('../fixtures/releases/2026-11-27.ejson', import.meta.url);
const { EJSON } = mongoose.mongo.BSON;

let workDir: string;
let env: Record<string, string>;

function db() {
  const connected = mongoose.connection.db;
  if (!connected) throw new Error('no database');
  return connected;
}

/** Each collection's count, content hash (documents in _id order) and index names. */
async function snapshot() {
  const names = (await db().listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    // operationstate is the commands' own record (a restore pauses the outbox there), tested
    // in restore-pauses-mail.test.ts.
    .filter((name) => !name.startsWith('system.') && name !== 'operationstate')
    .sort();
  const entries = await Promise.all(
    names.map(async (name) => {
      const documents = await db().collection(name).find({}).sort({ _id: 1 }).toArray();
      const hash = createHash('sha256');
      for (const document of documents) hash.update(EJSON.stringify(document, { relaxed: false }));
      const indexes = (await db().collection(name).indexes()).map((index) => index.name).sort();
      return [name, { count: documents.length, hash: hash.digest('hex'), indexes }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  await loadDump(db(), readFileSync(FIXTURE, 'utf8').split('\n'));
  workDir = mkdtempSync(path.join(os.tmpdir(), 'backups-'));
  const identity = await generateIdentity();
  const identityFile = path.join(workDir, 'backup-identity.txt');
  writeFileSync(identityFile, `# created: today\n# public key: …\n${identity}\n`);
  env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
    BACKUP_AGE_RECIPIENT: await identityToRecipient(identity),
    BACKUP_AGE_IDENTITY_FILE: identityFile,
  };
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

// Each command is a Node process that compiles its TypeScript first: seconds on a busy host.
describe('npm run backup, npm run restore', { timeout: 90_000 }, () => {
  it('when a backup is wiped and restored, then every collection, file and index is as it was', async () => {
    const before = await snapshot();
    expect(before['uploads.chunks']?.count).toBeGreaterThan(0);

    const backup = await runCli('backup', ['--out', workDir], env);
    expect(backup.code).toBe(0);
    const file = backup.stdout.trim();
    expect(file).toMatch(/tutoring-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.ejson\.gz\.age$/);
    const stored = readFileSync(file);
    expect(stored.subarray(0, 21).toString()).toBe('age-encryption.org/v1');
    expect(stored.includes('admin@example.com')).toBe(false);

    await wipeDatabase(db());
    expect(Object.keys(await snapshot())).toEqual([]);

    const restore = await runCli('restore', [file, '--yes'], env);
    expect(restore.code).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('when an encrypted backup is restored without the identity, then it refuses and changes nothing', async () => {
    const backup = await runCli('backup', ['--out', workDir], env);
    const before = await snapshot();

    const restore = await runCli('restore', [backup.stdout.trim(), '--yes'], {
      ...env,
      BACKUP_AGE_IDENTITY_FILE: '',
    });

    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('BACKUP_AGE_IDENTITY_FILE');
    expect(await snapshot()).toEqual(before);
  });
});
