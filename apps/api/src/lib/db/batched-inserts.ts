import { mongo } from 'mongoose';
import { askedOncePerConnection } from './per-connection';

type Stored = Record<string, unknown>;
type WriteConcern = { w: number | 'majority'; j: boolean };

/** A document of the model: saved through its middleware, or validated for a batch. */
interface ModelDocument {
  /**
   * Given `{ writeConcern }`, which Mongoose 8 reads though its types list only top-level `w`
   * and `j`, options the MongoDB driver 6 silently ignores (seen on the wire).
   */
  save(options: object): Promise<unknown>;
  validate(): Promise<void>;
  /** Set by the schema's `timestamps` (untyped in Mongoose); `insertMany` calls it too. */
  initializeTimestamps?(): unknown;
  toObject(): object;
}

/** What an insert needs of a model: documents built with its defaults, and where they go. */
interface InsertableModel {
  new (fields: Stored): ModelDocument;
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

/**
 * Whether the server gains from a group commit: FerretDB names itself in `buildInfo`, and the
 * embedded one stores in SQLite, which lets one writer in at a time. MongoDB does not.
 */
export const groupsCommits = askedOncePerConnection(async (db) => {
  const info = await db.admin().command({ buildInfo: 1 });
  return 'ferretdbVersion' in info;
});

export interface BatchedInsertOptions {
  /** The write concern each insert is acknowledged with (the server's default without it). */
  writeConcern?: () => Promise<WriteConcern>;
  /** Whether inserts on this connection go in batches (by default: on FerretDB only). */
  groupCommit?: (db: mongo.Db) => Promise<boolean>;
}

function connectedDb(model: InsertableModel): mongo.Db {
  const db = model.db.db;
  if (!db) throw new mongo.MongoNotConnectedError('The database is not connected yet');
  return db;
}

/**
 * Inserts a model's documents through the model. Where the database gains from it (see
 * `groupsCommits`) they go in batches, a group commit: a document that arrives while a batch
 * is being written goes into the next one, so concurrent writers make one insert, not one
 * each. On the embedded FerretDB (SQLite, one writer at a time) concurrent single inserts wait
 * for each other in its busy handler's sleeps; the bench's mixed load showed the batches help
 * there (docs/decisions/0027-group-commit-on-ferretdb-only.md). Elsewhere each insert is the
 * model's own `save()`, every middleware of the model included.
 *
 * In a batch a document is built as the model would save it (its defaults, its validation
 * and validate middleware, its timestamps) and sent as one unordered insert command. `insert`
 * resolves with the stored record once it is acknowledged and rejects when it was not stored.
 * With no batch under way, a document waits only for the end of the current turn of the loop.
 */
export function batchedInserts(model: InsertableModel, options: BatchedInsertOptions = {}) {
  const queue: Waiting[] = [];
  let writing = false;
  const groupCommit = options.groupCommit ?? groupsCommits;

  /**
   * One insert command for the batch, sent as a command: the driver's bulk API reports a lost
   * connection as a bulk error that names no document, which reads as "all stored", and hides
   * the error's kind (its 503 became a 500). A network or selection error rejects them all.
   */
  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const db = connectedDb(model);
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

  function inNextBatch(record: Stored): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      queue.push({ record, resolve, reject });
      if (writing) return;
      writing = true;
      // After this turn of the event loop, so documents of requests read in the same turn
      // (a burst of connections) start out in one batch.
      setImmediate(() => void writeQueued());
    });
  }

  return async function insert(fields: Stored): Promise<Stored> {
    const document = new model(fields);
    if (!(await groupCommit(connectedDb(model)))) {
      const writeConcern = await options.writeConcern?.();
      await document.save(writeConcern ? { writeConcern } : {});
      return document.toObject() as Stored;
    }
    document.initializeTimestamps?.();
    await document.validate();
    const record = document.toObject() as Stored;
    await inNextBatch(record);
    return record;
  };
}
