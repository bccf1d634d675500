import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { wipeDatabase } from '../../src/lib/db/database-dump';
import { runCli } from './running-site';

/**
 * `npm run backup` and `npm run restore` of a site holding 300 MB of uploads, each in a child
 * process whose peak resident memory the test reads (report-peak-rss.mjs): both stream, so
 * memory stays flat however large the database (docs/OPERATIONS.md, "Backups").
 */
const UPLOAD_BYTES = 300 * 1024 * 1024;
const FILES = 6;
const PEAK_RSS_LIMIT = 200 * 1024 * 1024;
const REPORTER = path.resolve(import.meta.dirname, 'report-peak-rss.mjs');

let workDir: string;

function db() {
  const connected = mongoose.connection.db;
  if (!connected) throw new Error('no database');
  return connected;
}

const bucket = () => new mongoose.mongo.GridFSBucket(db(), { bucketName: 'uploads' });

/** A file's bytes, made as they are written: a 1 KiB block, each copy stamped with its place. */
function* fileBytes(size: number, seed: number): Generator<Buffer> {
  const block = createHash('sha512').update(String(seed)).digest();
  const chunk = Buffer.alloc(1024 * 1024);
  for (let offset = 0; offset < chunk.length; offset += block.length) block.copy(chunk, offset);
  for (let written = 0; written < size; written += chunk.length) {
    chunk.writeUInt32BE(written / chunk.length, 0);
    yield Buffer.from(chunk);
  }
}

/** Every upload's name, length and content hash, read back through GridFS. */
async function uploadsDigest(): Promise<string[]> {
  const files = await bucket().find({}).sort({ filename: 1 }).toArray();
  const digests: string[] = [];
  for (const file of files) {
    const hash = createHash('sha256');
    await pipeline(bucket().openDownloadStream(file._id), hash);
    digests.push(`${file.filename} ${file.length} ${hash.digest('hex')}`);
  }
  return digests;
}

/** Runs a command and answers the largest peak RSS of its processes. */
async function runMeasured(name: string, args: string[], env: Record<string, string>) {
  const peakFile = path.join(workDir, `${name}.peak`);
  const run = await runCli(name, args, {
    ...env,
    NODE_OPTIONS: `--import ${REPORTER}`,
    PEAK_RSS_FILE: peakFile,
  });
  const peaks = readFileSync(peakFile, 'utf8').trim().split('\n').map(Number);
  return { ...run, peakRss: Math.max(...peaks) };
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'large-backup-'));
  for (let index = 0; index < FILES; index += 1) {
    await pipeline(
      Readable.from(fileBytes(UPLOAD_BYTES / FILES, index)),
      bucket().openUploadStream(`upload-${index}.bin`),
    );
  }
});

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe('a backup and restore of 300 MB of uploads', { timeout: 600_000 }, () => {
  it('when backed up and restored, then every upload comes back and neither process peaks at 200 MB', async () => {
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      MONGODB_URI: `${inject('databaseUri').replace(/\/?$/, '/')}${mongoose.connection.name}`,
    };
    const before = await uploadsDigest();
    expect(before).toHaveLength(FILES);

    const backup = await runMeasured('backup', ['--out', workDir], env);
    expect(backup.code, backup.stderr).toBe(0);
    const file = backup.stdout.trim();
    await wipeDatabase(db());
    const restore = await runMeasured('restore', [file, '--yes'], env);
    expect(restore.code, restore.stderr).toBe(0);

    const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `300 MB of uploads (a ${megabytes(statSync(file).size)} backup): peak RSS ` +
        `${megabytes(backup.peakRss)} backing up, ${megabytes(restore.peakRss)} restoring`,
    );
    expect(await uploadsDigest()).toEqual(before);
    expect(backup.peakRss).toBeLessThan(PEAK_RSS_LIMIT);
    expect(restore.peakRss).toBeLessThan(PEAK_RSS_LIMIT);
  });
});
