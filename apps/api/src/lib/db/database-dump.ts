import mongoose from 'mongoose';

/**
 * A whole database as lines of canonical Extended JSON: for each collection one line naming
 * it with its indexes, then one line per document. GridFS files are its two collections
 * (`fs.files`, `fs.chunks`), so they come along as they are. Lines, not one document, so a
 * dump of any size streams through gzip and encryption without being held in memory. The
 * same code runs on MongoDB and FerretDB: plain finds and inserts, no transactions.
 */
type Db = mongoose.mongo.Db;
type Document = mongoose.mongo.Document;

const { EJSON } = mongoose.mongo.BSON;
const INSERT_BATCH = 500;

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

/** Writes the database, collection by collection, as dump lines; answers the documents' counts. */
export async function dumpDatabase(
  db: Db,
  writeLine: (line: string) => Promise<void> | void,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await collectionNames(db)) {
    const collection = db.collection(name);
    const indexes = (await collection.indexes()).filter((index) => index.name !== '_id_');
    await writeLine(EJSON.stringify({ c: name, indexes: indexes.map(indexSpecOf) }));
    counts[name] = 0;
    for await (const document of collection.find({}, { sort: { _id: 1 } })) {
      await writeLine(EJSON.stringify({ c: name, d: document }, { relaxed: false }));
      counts[name] += 1;
    }
  }
  return counts;
}

/** Drops every collection, so a load leaves exactly what the dump holds. */
export async function wipeDatabase(db: Db): Promise<void> {
  for (const name of await collectionNames(db)) await db.collection(name).drop();
}

/**
 * Loads dump lines into an emptied database: documents in batches, then each collection's
 * indexes (building them once over the loaded documents is faster than on every insert).
 */
export async function loadDump(
  db: Db,
  lines: AsyncIterable<string> | Iterable<string>,
): Promise<Record<string, number>> {
  await wipeDatabase(db);
  const counts: Record<string, number> = {};
  const indexes = new Map<string, IndexSpec[]>();
  let batch: { name: string; documents: Document[] } | undefined;
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
      // Empty collections come back too, with their indexes.
      await db.createCollection(line.c);
      counts[line.c] = 0;
    }
    if (!line.d) continue;
    if (batch?.name !== line.c || batch.documents.length >= INSERT_BATCH) await flush();
    batch ??= { name: line.c, documents: [] };
    batch.documents.push(line.d);
    counts[line.c] = (counts[line.c] ?? 0) + 1;
  }
  await flush();
  for (const [name, specs] of indexes) {
    if (specs.length) await db.collection(name).createIndexes(specs);
  }
  return counts;
}
