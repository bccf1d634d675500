import mongoose from 'mongoose';

/**
 * Outgoing mail paused in the database: `npm run restore` pauses it before it wipes anything,
 * because a restored outbox holds mail the old site may already have sent, and every
 * instance's worker asks before each mail it sends; an admin resumes it
 * (POST /api/outbox/resume). Kept in the database so every instance sees the same answer.
 */
const COLLECTION = 'operationstate';
const OUTBOX_STATE_ID = 'outbox';

interface OutboxState {
  _id: string;
  paused: boolean;
  reason?: string;
  since?: Date;
}

/** Where the pause is kept: a restore keeps this document through its wipe and load. */
export const OUTBOX_PAUSE_RECORD = { collection: COLLECTION, id: OUTBOX_STATE_ID };

function stateCollection(db: mongoose.mongo.Db) {
  return db.collection<OutboxState>(COLLECTION);
}

function connectedDb(): mongoose.mongo.Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error('No database connection.');
  return db;
}

export async function pauseOutbox(db: mongoose.mongo.Db, reason: string): Promise<void> {
  await stateCollection(db).updateOne(
    { _id: OUTBOX_STATE_ID },
    { $set: { paused: true, reason, since: new Date() } },
    { upsert: true },
  );
}

export async function resumeOutbox(): Promise<void> {
  await stateCollection(connectedDb()).deleteOne({ _id: OUTBOX_STATE_ID });
}

export async function isOutboxPausedInDatabase(): Promise<boolean> {
  const state = await stateCollection(connectedDb()).findOne({ _id: OUTBOX_STATE_ID });
  return state?.paused === true;
}
