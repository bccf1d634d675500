import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import type { Logger } from '../lib/logger';

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
  up(db: Db): Promise<void>;
}

interface LockDocument {
  _id: string;
  owner: string;
  expiresAt: Date;
}

interface AppliedMigration {
  _id: string;
  description: string;
  appliedAt: Date;
}

const LOCK_ID = 'migrations';
/** Held while migrating, renewed after each migration; a crashed holder's lock expires. */
const LOCK_LEASE_MS = 5 * 60 * 1000;
const LOCK_POLL_MS = 500;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/**
 * Takes the one migration lock: a unique _id is the one atomic decision FerretDB and MongoDB
 * make alike (E11000 for everyone else). A lock past its lease is taken over.
 */
async function tryLock(locks: mongoose.mongo.Collection<LockDocument>, owner: string) {
  const expiresAt = new Date(Date.now() + LOCK_LEASE_MS);
  try {
    await locks.insertOne({ _id: LOCK_ID, owner, expiresAt });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const stale = await locks.findOneAndUpdate(
    { _id: LOCK_ID, expiresAt: { $lt: new Date() } },
    { $set: { owner, expiresAt } },
  );
  return stale !== null;
}

async function waitForLock(db: Db, owner: string, log: Logger) {
  const locks = db.collection<LockDocument>('migrations_lock');
  let told = false;
  while (!(await tryLock(locks, owner))) {
    if (!told) log.info('another instance is migrating the database; waiting for it');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  return {
    renew: () =>
      locks.updateOne(
        { _id: LOCK_ID, owner },
        { $set: { expiresAt: new Date(Date.now() + LOCK_LEASE_MS) } },
      ),
    release: () => locks.deleteOne({ _id: LOCK_ID, owner }),
  };
}

/**
 * Brings the database up to this release: under the lock, runs each migration not yet
 * recorded in `migrations`, in id order, and records it. Instances starting together run
 * each migration once; the others wait, then find it recorded. Answers the ids it ran.
 */
export async function runMigrations(
  db: Db,
  migrations: readonly Migration[],
  log: Logger,
): Promise<string[]> {
  const lock = await waitForLock(db, randomUUID(), log);
  const ran: string[] = [];
  try {
    const records = db.collection<AppliedMigration>('migrations');
    const applied = new Set((await records.find({}).toArray()).map((record) => record._id));
    const pending = [...migrations]
      .sort((a, b) => a.id.localeCompare(b.id))
      .filter((migration) => !applied.has(migration.id));
    for (const migration of pending) {
      log.info({ migration: migration.id }, `migrating: ${migration.description}`);
      await migration.up(db);
      await records.insertOne({
        _id: migration.id,
        description: migration.description,
        appliedAt: new Date(),
      });
      await lock.renew();
      ran.push(migration.id);
    }
  } finally {
    await lock.release();
  }
  return ran;
}
