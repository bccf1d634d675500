import mongoose from 'mongoose';

/**
 * What `npm run backup` last did, kept in the database so every instance reports the same:
 * /api/ready's details, the metrics and the admin dashboard read it (docs/OPERATIONS.md).
 */
const COLLECTION = 'operationstate';
const BACKUP_STATE_ID = 'backup';
/** A daily backup that has not succeeded for this long has missed at least one night. */
export const BACKUP_TOO_OLD_MS = 26 * 60 * 60_000;

interface BackupState {
  _id: string;
  lastSuccessAt?: Date;
  lastFailureAt?: Date;
  lastError?: string;
}

export interface BackupStatus {
  lastSuccessAt: string | null;
  /** Set when an operator should look: no backup yet, the last one failed, or it is too old. */
  warning?: string;
}

const states = (db: mongoose.mongo.Db) => db.collection<BackupState>(COLLECTION);

export async function recordBackupSuccess(db: mongoose.mongo.Db, at = new Date()): Promise<void> {
  await states(db).updateOne(
    { _id: BACKUP_STATE_ID },
    { $set: { lastSuccessAt: at } },
    { upsert: true },
  );
}

export async function recordBackupFailure(db: mongoose.mongo.Db, error: string): Promise<void> {
  await states(db).updateOne(
    { _id: BACKUP_STATE_ID },
    { $set: { lastFailureAt: new Date(), lastError: error } },
    { upsert: true },
  );
}

function warningFor(state: BackupState | null, now: Date): string | undefined {
  const success = state?.lastSuccessAt;
  const failure = state?.lastFailureAt;
  if (failure && (!success || failure > success)) {
    // /api/ready is public: the reason (paths, hosts) stays in the backup's own log and the
    // database, never in this answer.
    return `The last backup failed at ${failure.toISOString()}; its log says why.`;
  }
  if (!success) return 'No backup yet.';
  if (now.getTime() - success.getTime() > BACKUP_TOO_OLD_MS) {
    return `The last successful backup is older than a day (${success.toISOString()}).`;
  }
  return undefined;
}

export async function readBackupStatus(now = new Date()): Promise<BackupStatus> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('No database connection.');
  const state = await states(db).findOne({ _id: BACKUP_STATE_ID });
  const warning = warningFor(state, now);
  return {
    lastSuccessAt: state?.lastSuccessAt?.toISOString() ?? null,
    ...(warning ? { warning } : {}),
  };
}
