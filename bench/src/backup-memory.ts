import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  measureBackupMemory,
  PEAK_RSS_LIMIT_BYTES,
  UPLOAD_BYTES,
} from '../../apps/api/scripts/measure-backup-memory';
import { budget, heading, mb, printTable } from './lib/report';
import { startDatabase } from './product-server';

/** A database of its own on the server: the restore replaces the whole database it is given. */
const DATABASE_NAME = 'bench-backup-memory';
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/**
 * The peak RSS of `npm run restore` and `npm run backup` (the bundled commands, each in a
 * process of its own) with 300 MB of uploads: the measurement the large test holds
 * (apps/api/scripts/measure-backup-memory.ts), reported beside the other budgets.
 */
export async function benchBackupMemory(): Promise<void> {
  heading(`Backup and restore of ${megabytes(UPLOAD_BYTES)} of uploads: peak RSS of each process`);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-memory-'));
  const database = await startDatabase(path.join(workDir, 'db'));
  try {
    const started = performance.now();
    // This database name in place of any the URI names (MONGODB_URI may name the product's).
    const uri = database.uri.replace(
      /^(mongodb(\+srv)?:\/\/[^/?]+)(\/[^?]*)?/,
      `$1/${DATABASE_NAME}`,
    );
    const { restore, backup } = await measureBackupMemory(uri, workDir);
    const seconds = (performance.now() - started) / 1000;
    printTable([
      ['uploads written', 'seconds (all three)', 'restore peak RSS', 'backup peak RSS'],
      [megabytes(UPLOAD_BYTES), seconds.toFixed(0), mb(restore.peakRss), mb(backup.peakRss)],
    ]);
    const limit = `< ${megabytes(PEAK_RSS_LIMIT_BYTES)}`;
    const name = (command: string) =>
      `${command} of ${megabytes(UPLOAD_BYTES)} of uploads peak RSS`;
    budget(name('restore'), mb(restore.peakRss), limit, restore.peakRss < PEAK_RSS_LIMIT_BYTES);
    budget(name('backup'), mb(backup.peakRss), limit, backup.peakRss < PEAK_RSS_LIMIT_BYTES);
  } finally {
    await database.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
