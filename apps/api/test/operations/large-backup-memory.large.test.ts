import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  measureBackupMemory,
  PEAK_RSS_LIMIT_BYTES,
  UPLOAD_FILES,
} from '../../scripts/measure-backup-memory';
import { linesOf } from '../../src/modules/backups/byte-streams';

/**
 * `npm run restore` and `npm run backup` of a site holding 300 MB of uploads, each in a child
 * process whose peak resident memory is read (scripts/measure-backup-memory.ts, which the
 * bench's backup-memory step reports too): both stream, so memory stays flat however large
 * the database (docs/OPERATIONS.md, "Backups"). The restore loads the uploads from a backup
 * file written as a stream; the backup must give back the same documents.
 */
const API_DIR = path.resolve(import.meta.dirname, '../..');

let workDir: string;

/** A hash of a backup file's uploads documents, read as a stream. */
async function uploadsHash(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), createGunzip(), async (chunks: AsyncIterable<Buffer>) => {
    for await (const text of linesOf(chunks)) {
      if (/^\{"c":"uploads\.[a-z]+","d":/.test(text)) hash.update(text);
    }
  });
  return hash.digest('hex');
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR });
  if (build.status !== 0) throw new Error(`the build failed: ${build.stderr}`);
  workDir = mkdtempSync(path.join(os.tmpdir(), 'large-backup-'));
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('a restore and backup of 300 MB of uploads', { timeout: 900_000 }, () => {
  it('when restored and backed up, then every upload comes through and neither process peaks at 200 MB', async () => {
    const uri = `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`;
    const { made, restore, backup } = await measureBackupMemory(uri, workDir);

    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `300 MB of uploads: peak RSS ${megabytes(restore.peakRss)} restoring, ` +
        `${megabytes(backup.peakRss)} backing up`,
    );
    const uploads = await mongoose.connection.db?.collection('uploads.files').countDocuments();
    expect(uploads).toBe(UPLOAD_FILES);
    expect(await uploadsHash(backup.stdout.trim())).toBe(await uploadsHash(made));
    expect(restore.peakRss).toBeLessThan(PEAK_RSS_LIMIT_BYTES);
    expect(backup.peakRss).toBeLessThan(PEAK_RSS_LIMIT_BYTES);
  });
});
