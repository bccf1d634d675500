import { createReadStream, createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Decrypter, Encrypter } from 'age-encryption';
import type mongoose from 'mongoose';
import { dumpLines, loadDump, type LoadOptions } from '../../lib/db/database-dump';
import { backupName } from './backup-name';
import { fromWebStream, linesOf, toWebStream } from './byte-streams';

/**
 * A backup file: the database dump (lib/db/database-dump.ts: every collection, GridFS files,
 * indexes, as Extended JSON lines), gzipped, and encrypted to an age recipient when one is
 * configured (docs/OPERATIONS.md, "Backups"). Written and read as streams, a cursor batch and
 * a few chunks at a time: memory stays flat however large the database. Files written when
 * backups were built whole in memory have the same format and restore the same way.
 */
type Db = mongoose.mongo.Db;

const AGE_HEADER = 'age-encryption.org/';

export interface BackupOptions {
  dir: string;
  ageRecipient?: string | undefined;
  /** Names a backup taken on purpose; rotation never removes it (backup-name.ts). */
  label?: string | undefined;
  now?: Date;
}

function encryptTo(recipient: string) {
  return async function* (source: AsyncIterable<Uint8Array>) {
    const encrypter = new Encrypter();
    encrypter.addRecipient(recipient);
    yield* fromWebStream(await encrypter.encrypt(toWebStream(source)));
  };
}

function decryptWith(identity: string) {
  return async function* (source: AsyncIterable<Uint8Array>) {
    const decrypter = new Decrypter();
    decrypter.addIdentity(identity);
    yield* fromWebStream(await decrypter.decrypt(toWebStream(source)));
  };
}

async function* asItIs(source: AsyncIterable<Uint8Array>) {
  yield* source;
}

async function* withNewlines(lines: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const line of lines) yield Buffer.from(`${line}\n`);
}

export async function writeBackup(
  db: Db,
  options: BackupOptions,
): Promise<{ file: string; counts: Record<string, number> }> {
  const { dir, ageRecipient, label } = options;
  const file = path.join(dir, backupName(options.now ?? new Date(), Boolean(ageRecipient), label));
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  // Written under a temporary name first: a copy job never takes a half-written backup.
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.from(withNewlines(dumpLines(db, counts))),
      createGzip(),
      ageRecipient ? encryptTo(ageRecipient) : asItIs,
      createWriteStream(partial, { mode: 0o600 }),
    );
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, file);
  return { file, counts };
}

async function isEncrypted(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const start = Buffer.alloc(AGE_HEADER.length);
    await handle.read(start, 0, start.length, 0);
    return start.toString() === AGE_HEADER;
  } finally {
    await handle.close();
  }
}

/**
 * Replaces the database's content with the backup's (but what `load` keeps or skips); an
 * encrypted backup needs the identity, checked before `beforeLoad` and anything is wiped.
 */
export async function restoreBackup(
  db: Db,
  file: string,
  ageIdentity: string | undefined,
  load: LoadOptions & { beforeLoad?: () => Promise<void> } = {},
): Promise<Record<string, number>> {
  const encrypted = await isEncrypted(file);
  if (encrypted && !ageIdentity) {
    throw new Error(
      `${file} is encrypted: set BACKUP_AGE_IDENTITY_FILE to the file holding its age identity.`,
    );
  }
  await load.beforeLoad?.();
  let counts: Record<string, number> = {};
  await pipeline(
    createReadStream(file),
    ageIdentity && encrypted ? decryptWith(ageIdentity) : asItIs,
    createGunzip(),
    async (chunks: AsyncIterable<Buffer>) => {
      counts = await loadDump(db, linesOf(chunks), load);
    },
  );
  return counts;
}

/** '12 collections, 340 documents.': what a backup or restore moved. */
export function describeCounts(counts: Record<string, number>): string {
  const documents = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return `${Object.keys(counts).length} collections, ${documents} documents.`;
}
