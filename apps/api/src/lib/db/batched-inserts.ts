import { mongo } from 'mongoose';

type Stored = Record<string, unknown>;

/** What a batch needs of a model: documents built with its defaults, and where they go. */
interface InsertableModel {
  new (fields: Stored): { validate(): Promise<void>; toObject(): object };
  collection: { collectionName: string };
  db: { db?: mongo.Db | undefined };
}

interface Waiting {
  record: Stored;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The server's answer to an insert command: how many went in, and which were refused. */
interface InsertReply {
  n?: number;
  writeErrors?: { index: number; code?: number; errmsg?: string }[];
  writeConcernError?: unknown;
}

/** Far below any server's limit; a batch this large only forms under a flood anyway. */
const MAX_BATCH = 500;

/**
 * The documents the server refused, by their place in the batch, each with its own error;
 * undefined unless the reply accounts for every document (then none may be taken as stored).
 */
function refusals(reply: InsertReply, size: number): Map<number, Error> | undefined {
  const refused = reply.writeErrors ?? [];
  if (reply.writeConcernError || (reply.n ?? 0) + refused.length !== size) return undefined;
  return new Map(
    refused.map((refusal) => [
      refusal.index,
      new mongo.MongoServerError({ message: refusal.errmsg ?? 'refused', code: refusal.code }),
    ]),
  );
}

export interface BatchedInsertOptions {
  /** The write concern each batch is acknowledged with (the server's default without it). */
  writeConcern?: () => Promise<{ w: number | 'majority'; j: boolean }>;
}

/**
 * Inserts a model's documents in batches, a group commit: a document that arrives while a
 * batch is being written goes into the next one, so concurrent writers make one insert, not
 * one each. On the embedded database (SQLite, one writer at a time) concurrent single inserts
 * wait for each other in its busy handler's sleeps (docs/DECISIONS.md, "Writes under load").
 *
 * `insert` builds the document as the model would save it (its defaults, validated,
 * `createdAt` and `updatedAt` now), resolves with that record once its batch is acknowledged,
 * and rejects when it was not stored. With no batch under way, a document waits only for the
 * end of the current turn of the event loop.
 */
export function batchedInserts(model: InsertableModel, options: BatchedInsertOptions = {}) {
  const queue: Waiting[] = [];
  let writing = false;

  /**
   * One insert command for the batch, sent as a command: the driver's bulk API reports a lost
   * connection as a bulk error that names no document, which reads as "all stored", and hides
   * the error's kind (its 503 became a 500). A network or selection error rejects them all.
   */
  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const db = model.db.db;
      if (!db) throw new mongo.MongoNotConnectedError('The database is not connected yet');
      const writeConcern = await options.writeConcern?.();
      const reply = (await db.command({
        insert: model.collection.collectionName,
        documents: batch.map((waiting) => waiting.record),
        ordered: false,
        ...(writeConcern ? { writeConcern } : {}),
      })) as InsertReply;
      const refused = refusals(reply, batch.length);
      if (!refused) throw new Error(`An insert of ${batch.length} was not fully acknowledged`);
      batch.forEach((waiting, index) => {
        const refusal = refused.get(index);
        if (refusal) waiting.reject(refusal);
        else waiting.resolve();
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  async function writeQueued(): Promise<void> {
    while (queue.length > 0) await writeBatch(queue.splice(0, MAX_BATCH));
    writing = false;
  }

  return async function insert(fields: Stored): Promise<Stored> {
    const now = new Date();
    const document = new model({ ...fields, createdAt: now, updatedAt: now });
    await document.validate();
    const record = document.toObject() as Stored;
    await new Promise<void>((resolve, reject) => {
      queue.push({ record, resolve, reject });
      if (writing) return;
      writing = true;
      // After this turn of the event loop, so documents of requests read in the same turn
      // (a burst of connections) start out in one batch.
      setImmediate(() => void writeQueued());
    });
    return record;
  };
}
