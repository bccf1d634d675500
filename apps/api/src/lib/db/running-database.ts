import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * The embedded database listens on a port chosen at start. The server notes its address in
 * DATA_DIR while it runs, so the shell commands (`npm run admin`, `backup`, `restore`) reach
 * the same database instead of opening its files a second time.
 */
const FILE_NAME = 'running-database-uri';

export function runningDatabaseUri(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, FILE_NAME), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Notes a started database's address until it stops; an external one needs no note. */
export function announceWhileRunning(database: Database, dataDir: string): Database {
  if (database.kind === 'external') return database;
  const file = path.join(dataDir, FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, database.uri, { mode: 0o600 });
  return {
    ...database,
    stop: async () => {
      rmSync(file, { force: true });
      await database.stop();
    },
  };
}
