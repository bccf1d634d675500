import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../paths';
import type { Database } from './database';

export class MongodUnavailable extends Error {}

/** How long a failed download is remembered, so offline machines do not wait at every start. */
const DOWNLOAD_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * Without a network the download fails well within this; anything slower is a network that will
 * not help.
 */
const START_TIMEOUT_MS = 20_000;

function downloadFailureMarker(): string {
  return path.join(findRepoRoot(), '.cache', 'mongod-download-failed');
}

function downloadRecentlyFailed(): boolean {
  const marker = downloadFailureMarker();
  if (!existsSync(marker)) return false;
  const failedAt = Number(readFileSync(marker, 'utf8'));
  return Date.now() - failedAt < DOWNLOAD_RETRY_AFTER_MS;
}

function rememberDownloadFailure(): void {
  const marker = downloadFailureMarker();
  mkdirSync(path.dirname(marker), { recursive: true });
  writeFileSync(marker, String(Date.now()));
}

/**
 * Step 2: a real mongod via mongodb-memory-server, from MONGOMS_SYSTEM_BINARY, its binary
 * cache, or its download. The decision is made once per process, never per test file.
 */
export async function startMongod(
  dataDir: string | undefined,
  log: (message: string) => void,
): Promise<Database> {
  const explicitBinary = Boolean(process.env.MONGOMS_SYSTEM_BINARY);
  if (!explicitBinary && downloadRecentlyFailed()) {
    // Still use a cached binary, but do not try the network again today.
    process.env.MONGOMS_RUNTIME_DOWNLOAD = 'false';
  }
  const { MongoMemoryServer } = await import('mongodb-memory-server-core');
  let timer: NodeJS.Timeout | undefined;
  try {
    if (dataDir) mkdirSync(path.join(dataDir, 'mongod'), { recursive: true });
    const created = MongoMemoryServer.create({
      instance: {
        ip: '127.0.0.1',
        storageEngine: 'wiredTiger',
        ...(dataDir ? { dbPath: path.join(dataDir, 'mongod') } : {}),
      },
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // A server that comes up after we gave up must not be left running.
        created.then((late) => late.stop()).catch(() => undefined);
        reject(new Error(`no mongod within ${START_TIMEOUT_MS / 1000} s`));
      }, START_TIMEOUT_MS);
    });
    const server = await Promise.race([created, timeout]);
    log('Using a local mongod (mongodb-memory-server).');
    return {
      kind: 'mongod',
      uri: server.getUri().replace(/\/?$/, '/'),
      stop: async () => {
        await server.stop({ doCleanup: !dataDir, force: false });
      },
    };
  } catch (error) {
    if (!explicitBinary && process.env.MONGOMS_RUNTIME_DOWNLOAD !== 'false')
      rememberDownloadFailure();
    throw new MongodUnavailable(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}
