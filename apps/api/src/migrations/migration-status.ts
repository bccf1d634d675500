import type mongoose from 'mongoose';
import { readLock } from './migration-lock';
import {
  appliedMigrations,
  pendingMigrations,
  unknownMigrations,
  type Migration,
} from './migration-runner';

type Db = mongoose.mongo.Db;

/**
 * Where a database stands against this release's migrations, read without writing: what
 * `npm run migrate -- status` and `dry-run` print (cli/migrate.ts).
 */
export async function readMigrationStatus(db: Db, migrations: readonly Migration[]) {
  const [applied, lock] = await Promise.all([appliedMigrations(db), readLock(db)]);
  const known = new Set(migrations.map((migration) => migration.id));
  return {
    applied: applied.filter((record) => known.has(record._id)),
    pending: pendingMigrations(applied, migrations),
    /** Recorded by a newer release: this code refuses to start on the database. */
    unknown: unknownMigrations(applied, migrations),
    lock,
  };
}

export type MigrationStatus = Awaited<ReturnType<typeof readMigrationStatus>>;

/** The lock as a line: who holds it and until when, or that it is free. */
export function lockText({ lock }: MigrationStatus, now: Date): string {
  if (!lock) return 'Lock: free.';
  const until = lock.expiresAt.toISOString();
  if (lock.expiresAt < now)
    return `Lock: left by ${lock.owner}, expired ${until} (the next start takes it over).`;
  return `Lock: held by ${lock.owner} until ${until} (renewed while it migrates; a start waits for it).`;
}
