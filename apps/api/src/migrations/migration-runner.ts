import type mongoose from 'mongoose';
import type { Logger } from '../lib/logger';
import { acquireMigrationLock, DEFAULT_LOCK_TIMING, type LockTiming } from './migration-lock';

type Db = mongoose.mongo.Db;

/**
 * One versioned change to stored documents. `id` sorts in the order migrations run
 * (`YYYY-MM-DD-what`). `up` must be idempotent: a migration interrupted halfway (a crash, a
 * kill) runs again from the start at the next start, and there are no transactions to roll
 * it back (FerretDB has none; docs/decisions/0002-inserts-and-deletes-decide-what-happens-once.md).
 */
export interface Migration {
  id: string;
  description: string;
  /** `lost` is aborted when this instance lost the lock: a long migration stops between batches. */
  up(db: Db, context?: { lost: AbortSignal }): Promise<void>;
  /** What `up` would change, read without writing anything (`npm run migrate -- dry-run`). */
  preview?(db: Db): Promise<string>;
}

export interface AppliedMigration {
  _id: string;
  description: string;
  appliedAt: Date;
}

export const APPLIED_COLLECTION = 'migrations';

export const appliedMigrations = (db: Db) =>
  db.collection<AppliedMigration>(APPLIED_COLLECTION).find({}).sort({ _id: 1 }).toArray();

/** Migrations the database records that this code does not know: a newer release ran them. */
export function unknownMigrations(
  applied: readonly AppliedMigration[],
  migrations: readonly Migration[],
): string[] {
  const known = new Set(migrations.map((migration) => migration.id));
  return applied.map((record) => record._id).filter((id) => !known.has(id));
}

/** This release's migrations not yet applied, in the order they run. */
export function pendingMigrations(
  applied: readonly AppliedMigration[],
  migrations: readonly Migration[],
): Migration[] {
  const done = new Set(applied.map((record) => record._id));
  return [...migrations]
    .sort((a, b) => a.id.localeCompare(b.id))
    .filter((migration) => !done.has(migration.id));
}

/**
 * Older code on a newer release's database: documents may have a shape it cannot read or
 * would write back wrong, so it refuses to start rather than serve them.
 */
export function refuseNewerDatabase(unknown: readonly string[]): void {
  if (unknown.length === 0) return;
  throw new Error(
    `This database was migrated by a newer release: it records migrations this release does ` +
      `not know (${unknown.join(', ')}). Start that release again, or restore the backup ` +
      `taken before the upgrade (docs/OPERATIONS.md, "Migrations").`,
  );
}

/**
 * Brings the database up to this release: under the lock, runs each migration not yet
 * recorded in `migrations`, in id order, and records it. Instances starting together run
 * each migration once; the others wait, then find it recorded. A database a newer release
 * migrated is refused. Answers the ids it ran.
 */
export async function runMigrations(
  db: Db,
  migrations: readonly Migration[],
  log: Logger,
  timing: LockTiming = DEFAULT_LOCK_TIMING,
): Promise<string[]> {
  // Before waiting: an older release refuses at once, even while a newer one migrates.
  refuseNewerDatabase(unknownMigrations(await appliedMigrations(db), migrations));
  const lock = await acquireMigrationLock(db, log, timing);
  const ran: string[] = [];
  try {
    const applied = await appliedMigrations(db);
    refuseNewerDatabase(unknownMigrations(applied, migrations));
    for (const migration of pendingMigrations(applied, migrations)) {
      log.info({ migration: migration.id }, `migrating: ${migration.description}`);
      await migration.up(db, { lost: lock.lost });
      // Another instance holds the lock now and decides afresh: this one records nothing more.
      lock.lost.throwIfAborted();
      await db.collection<AppliedMigration>(APPLIED_COLLECTION).insertOne({
        _id: migration.id,
        description: migration.description,
        appliedAt: timing.clock(),
      });
      ran.push(migration.id);
    }
  } finally {
    await lock.release();
  }
  return ran;
}
