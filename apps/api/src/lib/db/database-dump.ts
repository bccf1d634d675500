import mongoose from 'mongoose';

/**
 * A whole database as lines of canonical Extended JSON: for each collection one line naming
 * it with its indexes, then one line per document. GridFS files are its two collections
 * (`fs.files`, `fs.chunks`), so they come along as they are. Lines, not one document, so a
 * dump of any size streams through gzip and encryption without being held in memory
 * (modules/backups/backup-file.ts). The
 * same code runs on MongoDB and FerretDB: plain finds and inserts, no transactions.
 */
type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;

const { EJSON } = mongoose.mongo.BSON;
const INSERT_BATCH = 500;
/** A batch's size in dump text: a few GridFS chunks, not hundreds, per insert. */
const BATCH_BYTES = 1024 * 1024;

export interface DumpLine {
  /** The collection the line is about. */
  c: string;
  /** On the collection's first line: its indexes (without _id's own). */
  indexes?: IndexSpec[];
  /** A document of the collection. */
  d?: Document;
}

interface IndexSpec {
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  expireAfterSeconds?: number;
}

const KEPT_INDEX_OPTIONS = ['unique', 'sparse', 'expireAfterSeconds'] as const;

function indexSpecOf(index: Document): IndexSpec {
  const spec: IndexSpec = { key: index.key as Document, name: String(index.name) };
  for (const option of KEPT_INDEX_OPTIONS) {
    if (index[option] !== undefined) Object.assign(spec, { [option]: index[option] });
  }
  return spec;
}

/** The collections worth keeping: everything but the server's own `system.*`. */
async function collectionNames(db: Db): Promise<string[]> {
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  return collections
    .map((collection) => collection.name)
    .filter((name) => !name.startsWith('system.'))
    .sort();
}

/**
 * The database, collection by collection, as dump lines read through a cursor, so only a
 * cursor batch is in memory at a time; `counts` gets each collection's documents.
 */
export async function* dumpLines(
  db: Db,
  counts: Record<string, number> = {},
): AsyncGenerator<string> {
  for (const name of await collectionNames(db)) {
    const collection = db.collection(name);
    const indexes = (await collection.indexes()).filter((index) => index.name !== '_id_');
    yield EJSON.stringify({ c: name, indexes: indexes.map(indexSpecOf) });
    counts[name] = 0;
    for await (const document of collection.find({}, { sort: { _id: 1 }, batchSize: 8 })) {
      yield EJSON.stringify({ c: name, d: document }, { relaxed: false });
      counts[name] += 1;
    }
  }
}

/** Writes the database as dump lines; answers the documents' counts. */
export async function dumpDatabase(
  db: Db,
  writeLine: (line: string) => Promise<void> | void,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for await (const line of dumpLines(db, counts)) await writeLine(line);
  return counts;
}

/**
 * What a load leaves alone. `keep`: documents of the database as it is now that survive the
 * wipe, and whose namesakes in the dump are not loaded (a flag set before the load). `skip`:
 * collections whose documents are not loaded (they come back empty, with their indexes).
 */
export interface LoadOptions {
  keep?: { collection: string; id: string }[];
  skip?: string[];
}

/** Drops every collection, so a load leaves exactly what the dump holds (but `keep`). */
export async function wipeDatabase(db: Db, keep: LoadOptions['keep'] = []): Promise<void> {
  for (const name of await collectionNames(db)) {
    const ids = keep.filter((kept) => kept.collection === name).map((kept) => kept.id);
    if (ids.length) await db.collection<{ _id: string }>(name).deleteMany({ _id: { $nin: ids } });
    else await db.collection(name).drop();
  }
}

/**
 * Loads dump lines into an emptied database: documents in batches bounded by count and size
 * (GridFS chunks are large), then each collection's indexes (building them once over the
 * loaded documents is faster than on every insert).
 */
export async function loadDump(
  db: Db,
  lines: AsyncIterable<string> | Iterable<string>,
  options: LoadOptions = {},
): Promise<Record<string, number>> {
  const keep = options.keep ?? [];
  const skip = new Set(options.skip ?? []);
  await wipeDatabase(db, keep);
  const kept = (name: string, document: Document) =>
    keep.some((entry) => entry.collection === name && entry.id === document._id);
  const counts: Record<string, number> = {};
  const indexes = new Map<string, IndexSpec[]>();
  let batch: { name: string; documents: Document[]; bytes: number } | undefined;
  const flush = async () => {
    if (batch?.documents.length) await db.collection(batch.name).insertMany(batch.documents);
    batch = undefined;
  };
  for await (const text of lines) {
    if (!text.trim()) continue;
    const line = EJSON.parse(text, { relaxed: false }) as DumpLine;
    if (line.indexes) {
      await flush();
      indexes.set(line.c, line.indexes);
      // Empty collections come back too, with their indexes; a kept one exists already.
      if (!(await db.listCollections({ name: line.c }).hasNext())) {
        await db.createCollection(line.c);
      }
      counts[line.c] = 0;
    }
    if (!line.d || skip.has(line.c) || kept(line.c, line.d)) continue;
    const full = batch && (batch.documents.length >= INSERT_BATCH || batch.bytes >= BATCH_BYTES);
    if (batch?.name !== line.c || full) await flush();
    batch ??= { name: line.c, documents: [], bytes: 0 };
    batch.documents.push(line.d);
    batch.bytes += text.length;
    counts[line.c] = (counts[line.c] ?? 0) + 1;
  }
  await flush();
  for (const [name, specs] of indexes) {
    if (specs.length) await db.collection(name).createIndexes(specs);
  }
  return counts;
}
