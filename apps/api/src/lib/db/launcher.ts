import type { Database } from './database';
import { startFerretDb, FerretDbUnavailable } from './ferretdb';
import { startMongod, MongodUnavailable } from './mongod';

export type { Database } from './database';

export interface LaunchOptions {
  mongodbUri?: string | undefined;
  /** Where data persists across restarts; undefined means a fresh temporary database. */
  dataDir?: string | undefined;
  log?: (message: string) => void;
}

/**
 * Picks a MongoDB-compatible server in the order of docs/API.md section 3:
 * MONGODB_URI, then a real mongod through mongodb-memory-server, then the embedded
 * FerretDB, else one error naming all three ways.
 */
export async function startDatabase(options: LaunchOptions = {}): Promise<Database> {
  const log = options.log ?? (() => undefined);
  if (options.mongodbUri) {
    return { kind: 'external', uri: options.mongodbUri, stop: async () => undefined };
  }
  const reasons: string[] = [];
  try {
    return await startMongod(options.dataDir, log);
  } catch (error) {
    if (!(error instanceof MongodUnavailable)) throw error;
    reasons.push(`mongod: ${error.message}`);
    log(`No mongod available (${error.message}); using the embedded FerretDB.`);
  }
  try {
    return await startFerretDb(options.dataDir, log);
  } catch (error) {
    if (!(error instanceof FerretDbUnavailable)) throw error;
    reasons.push(`FerretDB: ${error.message}`);
  }
  throw new Error(
    [
      'No database is available. Use one of these:',
      '  1. set MONGODB_URI to a running MongoDB (or compatible) server;',
      '  2. make a mongod binary available to mongodb-memory-server (MONGOMS_SYSTEM_BINARY, its binary cache, or a network that allows its download);',
      '  3. install Go so the embedded FerretDB in tools/ferretdb can be built.',
      ...reasons.map((reason) => `  (${reason})`),
    ].join('\n'),
  );
}
