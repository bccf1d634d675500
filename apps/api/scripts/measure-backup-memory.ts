// The measurement of a backup and a restore of 300 MB of uploads, each in a child process
// whose peak resident memory it reads: held under the limit by the large test
// (test/operations/large-backup-memory.large.test.ts) and reported by the bench's
// backup-memory step. Both stream, so memory stays flat however large the database
// (docs/OPERATIONS.md, "Backups"). It lives beside the build, outside src/ and test/, so the
// bench may import it as it imports the product's launcher, and no test code ships in it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import mongoose from 'mongoose';

export const UPLOAD_BYTES = 300 * 1024 * 1024;
export const UPLOAD_FILES = 6;
export const PEAK_RSS_LIMIT_BYTES = 200 * 1024 * 1024;
const CHUNK_BYTES = 255 * 1024;
const REPORTER = path.resolve(import.meta.dirname, 'report-peak-rss.mjs');
const API_DIR = path.resolve(import.meta.dirname, '..');
const { EJSON, Binary, ObjectId } = mongoose.mongo.BSON;

/** A bundled command's output and its peak resident memory in bytes. */
export interface MeasuredRun {
  stdout: string;
  peakRss: number;
}

export interface BackupMemoryRuns {
  /** The backup file made of the uploads, which the restore loaded. */
  made: string;
  restore: MeasuredRun;
  backup: MeasuredRun;
}

/**
 * Writes a backup file of 300 MB of uploads into `workDir`, then runs `restore` of it and
 * `backup` into `workDir` against `mongodbUri` (with its database name, which the restore
 * replaces), as the API image runs them: bundled (apps/api/dist, `npm run build`), since
 * under tsx its compiler alone would hold much of the limit. Throws when either fails.
 */
export async function measureBackupMemory(
  mongodbUri: string,
  workDir: string,
): Promise<BackupMemoryRuns> {
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    MONGODB_URI: mongodbUri,
  };
  const made = path.join(workDir, 'made.ejson.gz');
  await pipeline(Readable.from(uploadsDump()), createGzip(), createWriteStream(made));
  const restore = await runMeasured('restore', [made, '--yes'], env, workDir);
  const backup = await runMeasured('backup', ['--out', workDir], env, workDir);
  return { made, restore, backup };
}

/** A dump of the uploads in GridFS's shape, a line at a time: nothing is held whole. */
function* uploadsDump(): Generator<string> {
  const indexes = (key: object, unique = false) => [{ key, name: 'by_key', unique }];
  const line = (c: string, d: object) => `${EJSON.stringify({ c, d }, { relaxed: false })}\n`;
  const fileBytes = UPLOAD_BYTES / UPLOAD_FILES;
  const ids = Array.from({ length: UPLOAD_FILES }, () => new ObjectId());
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

/** Runs a bundled command with report-peak-rss.mjs loaded, which writes its peak on exit. */
async function runMeasured(
  name: 'restore' | 'backup',
  args: string[],
  env: Record<string, string>,
  workDir: string,
): Promise<MeasuredRun> {
  const peakFile = path.join(workDir, `${name}.peak`);
  const command = [`--import=${REPORTER}`, path.join(API_DIR, 'dist', `${name}.js`), ...args];
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      command,
      { env: { ...env, PEAK_RSS_FILE: peakFile } },
      (error, out, stderr) =>
        error ? reject(new Error(`${name} exited with ${error.code}: ${stderr}`)) : resolve(out),
    );
  });
  return { stdout, peakRss: Number(readFileSync(peakFile, 'utf8').trim()) };
}
