import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import type mongoose from 'mongoose';
import { dumpDatabase, loadDump } from '../../lib/db/database-dump';

/**
 * A backup file: the database dump (lib/db/database-dump.ts: every collection, GridFS files,
 * indexes, as Extended JSON lines), gzipped, and encrypted to an age recipient when one is
 * configured (docs/OPERATIONS.md, "Backups"). Held in memory whole: right for the few hundred
 * MB an institute's site holds, not for much more.
 */
type Db = mongoose.mongo.Db;

const AGE_HEADER = 'age-encryption.org/';

/** tutoring-2026-11-27T03-00-00Z.ejson.gz(.age): sorts by time, safe in every file system. */
function backupName(now: Date, encrypted: boolean): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `tutoring-${stamp}.ejson.gz${encrypted ? '.age' : ''}`;
}

export async function writeBackup(
  db: Db,
  options: { dir: string; ageRecipient?: string | undefined; now?: Date },
): Promise<{ file: string; counts: Record<string, number> }> {
  const lines: string[] = [];
  const counts = await dumpDatabase(db, (line) => void lines.push(line));
  let bytes: Uint8Array = gzipSync(`${lines.join('\n')}\n`);
  if (options.ageRecipient) {
    const encrypter = new Encrypter();
    encrypter.addRecipient(options.ageRecipient);
    bytes = await encrypter.encrypt(bytes);
  }
  mkdirSync(options.dir, { recursive: true });
  const file = path.join(
    options.dir,
    backupName(options.now ?? new Date(), Boolean(options.ageRecipient)),
  );
  // Written under a temporary name first: a copy job never takes a half-written backup.
  writeFileSync(`${file}.partial`, bytes, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  return { file, counts };
}

/** Replaces the database's content with the backup's; an encrypted one needs the identity. */
export async function restoreBackup(
  db: Db,
  file: string,
  ageIdentity: string | undefined,
): Promise<Record<string, number>> {
  let bytes: Uint8Array = readFileSync(file);
  if (Buffer.from(bytes.subarray(0, AGE_HEADER.length)).toString() === AGE_HEADER) {
    if (!ageIdentity) {
      throw new Error(
        `${file} is encrypted: set BACKUP_AGE_IDENTITY_FILE to the file holding its age identity.`,
      );
    }
    const decrypter = new Decrypter();
    decrypter.addIdentity(ageIdentity);
    bytes = await decrypter.decrypt(bytes);
  }
  return loadDump(db, gunzipSync(bytes).toString('utf8').split('\n'));
}

/** '12 collections, 340 documents.': what a backup or restore moved. */
export function describeCounts(counts: Record<string, number>): string {
  const documents = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return `${Object.keys(counts).length} collections, ${documents} documents.`;
}
