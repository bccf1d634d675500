import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import type { Logger } from '../lib/logger';

type Db = mongoose.mongo.Db;

export interface LockDocument {
  _id: string;
  /** Who holds it: host, process and a random part, so `npm run migrate -- status` names it. */
  owner: string;
  expiresAt: Date;
}

export const LOCK_COLLECTION = 'migrations_lock';
const LOCK_ID = 'migrations';

/** Times of the lock; the tests shorten them and drive `clock`. */
export interface LockTiming {
  clock: () => Date;
  /** How long a holder that stops renewing keeps the lock: a crashed one's lock expires. */
  leaseMs: number;
  /** How often a living holder renews it, however long a migration runs. */
  renewEveryMs: number;
  /** How often a waiting instance tries again. */
  pollMs: number;
}

export const DEFAULT_LOCK_TIMING: LockTiming = {
  clock: () => new Date(),
  leaseMs: 5 * 60 * 1000,
  renewEveryMs: 60 * 1000,
  pollMs: 500,
};

/** The lock while held: `lost` is aborted when another instance took it over. */
export interface HeldLock {
  owner: string;
  lost: AbortSignal;
  release(): Promise<void>;
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;
const locksOf = (db: Db) => db.collection<LockDocument>(LOCK_COLLECTION);

/** The lock's document as stored, or null while nobody holds it. */
export const readLock = (db: Db) => locksOf(db).findOne({ _id: LOCK_ID });

/**
 * Takes the one migration lock: a unique _id is the one atomic decision FerretDB and MongoDB
 * make alike (E11000 for everyone else). A lock past its lease is taken over.
 */
async function tryLock(db: Db, owner: string, timing: LockTiming) {
  const now = timing.clock();
  const expiresAt = new Date(now.getTime() + timing.leaseMs);
  try {
    await locksOf(db).insertOne({ _id: LOCK_ID, owner, expiresAt });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const stale = await locksOf(db).findOneAndUpdate(
    { _id: LOCK_ID, expiresAt: { $lt: now } },
    { $set: { owner, expiresAt } },
  );
  return stale !== null;
}

/**
 * Renews the lease on a timer for as long as the lock is held, so a migration that runs
 * longer than the lease is never taken for a crashed one. Finding the lock no longer its own
 * (this process stood still past its lease) aborts `lost`: the runner then stops.
 */
function keepRenewing(db: Db, owner: string, timing: LockTiming, log: Logger) {
  const lost = new AbortController();
  let renewing = false;
  const renew = async () => {
    const expiresAt = new Date(timing.clock().getTime() + timing.leaseMs);
    const { matchedCount } = await locksOf(db).updateOne(
      { _id: LOCK_ID, owner },
      { $set: { expiresAt } },
    );
    if (matchedCount === 0) lost.abort(new Error('Another instance took over the migration lock.'));
  };
  const timer = setInterval(() => {
    if (renewing || lost.signal.aborted) return;
    renewing = true;
    renew()
      .catch((error: unknown) => log.warn({ err: error }, 'could not renew the migration lock'))
      .finally(() => (renewing = false));
  }, timing.renewEveryMs);
  // A command's process may end while the lock is held (it is then released or expires).
  timer.unref();
  return { lost: lost.signal, stop: () => clearInterval(timer) };
}

/** Waits until this instance holds the migration lock, then keeps it until released. */
export async function acquireMigrationLock(
  db: Db,
  log: Logger,
  timing: LockTiming = DEFAULT_LOCK_TIMING,
): Promise<HeldLock> {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let told = false;
  while (!(await tryLock(db, owner, timing))) {
    if (!told) log.info('another instance is migrating the database; waiting for it');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
  }
  const renewal = keepRenewing(db, owner, timing, log);
  return {
    owner,
    lost: renewal.lost,
    release: async () => {
      renewal.stop();
      await locksOf(db).deleteOne({ _id: LOCK_ID, owner });
    },
  };
}
