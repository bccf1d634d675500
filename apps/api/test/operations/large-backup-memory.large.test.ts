import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linesOf } from '../../src/modules/backups/byte-streams';
import type { CommandRun } from './running-site';

/**
 * `npm run restore` and `npm run backup` of a site holding 300 MB of uploads, each in a child
 * process whose peak resident memory the test reads (report-peak-rss.mjs): both stream, so
 * memory stays flat however large the database (docs/OPERATIONS.md, "Backups"). The uploads
 * are made as a backup file, written as a stream; the restore loads them and the backup must
 * give back the same documents. The commands run as the API image runs them, bundled
 * (scripts/build.mjs): under tsx, its compiler alone holds a third of the limit.
 */
const UPLOAD_BYTES = 300 * 1024 * 1024;
const FILES = 6;
const CHUNK_BYTES = 255 * 1024;
const PEAK_RSS_LIMIT = 200 * 1024 * 1024;
const REPORTER = path.resolve(import.meta.dirname, 'report-peak-rss.mjs');
const API_DIR = path.resolve(import.meta.dirname, '../..');
const { EJSON, Binary, ObjectId } = mongoose.mongo.BSON;

let workDir: string;

/** A dump of FILES uploads in GridFS's shape, a line at a time: nothing is held whole. */
function* uploadsDump(): Generator<string> {
  const indexes = (key: object, unique = false) => [{ key, name: 'by_key', unique }];
  const line = (c: string, d: object) => `${EJSON.stringify({ c, d }, { relaxed: false })}\n`;
  const fileBytes = UPLOAD_BYTES / FILES;
  const ids = Array.from({ length: FILES }, () => new ObjectId());
  yield `${EJSON.stringify({ c: 'uploads.chunks', indexes: indexes({ files_id: 1, n: 1 }, true) })}\n`;
  for (const [index, id] of ids.entries()) {
    const block = createHash('sha512').update(String(index)).digest();
    for (let n = 0; n * CHUNK_BYTES < fileBytes; n += 1) {
      const data = Buffer.alloc(Math.min(CHUNK_BYTES, fileBytes - n * CHUNK_BYTES));
      for (let offset = 0; offset < data.length; offset += block.length) block.copy(data, offset);
      data.writeUInt32BE(n, 0);
      yield line('uploads.chunks', {
        _id: new ObjectId(),
        files_id: id,
        n,
        data: new Binary(data),
      });
    }
  }
  yield `${EJSON.stringify({ c: 'uploads.files', indexes: indexes({ filename: 1, uploadDate: 1 }) })}\n`;
  for (const [index, id] of ids.entries()) {
    const upload = { length: fileBytes, chunkSize: CHUNK_BYTES, filename: `upload-${index}.bin` };
    yield line('uploads.files', { _id: id, ...upload, uploadDate: new Date(Date.UTC(2026, 0, 1)) });
  }
}

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

/** Runs a bundled command and answers its result and its peak resident memory. */
async function runMeasured(name: string, args: string[], env: Record<string, string>) {
  const peakFile = path.join(workDir, `${name}.peak`);
  const command = [`--import=${REPORTER}`, path.join(API_DIR, 'dist', `${name}.js`), ...args];
  const run = await new Promise<CommandRun>((resolve) => {
    execFile(
      process.execPath,
      command,
      { env: { ...env, PEAK_RSS_FILE: peakFile } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
  return { ...run, peakRss: Number(readFileSync(peakFile, 'utf8').trim()) };
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
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
    };
    const made = path.join(workDir, 'made.ejson.gz');
    await pipeline(Readable.from(uploadsDump()), createGzip(), createWriteStream(made));

    const restore = await runMeasured('restore', [made, '--yes'], env);
    expect(restore.code, restore.stderr).toBe(0);
    const backup = await runMeasured('backup', ['--out', workDir], env);
    expect(backup.code, backup.stderr).toBe(0);

    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `300 MB of uploads: peak RSS ${megabytes(restore.peakRss)} restoring, ` +
        `${megabytes(backup.peakRss)} backing up`,
    );
    const uploads = await mongoose.connection.db?.collection('uploads.files').countDocuments();
    expect(uploads).toBe(FILES);
    expect(await uploadsHash(backup.stdout.trim())).toBe(await uploadsHash(made));
    expect(restore.peakRss).toBeLessThan(PEAK_RSS_LIMIT);
    expect(backup.peakRss).toBeLessThan(PEAK_RSS_LIMIT);
  });
});
