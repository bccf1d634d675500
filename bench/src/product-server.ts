import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { freePort, REPO_ROOT, startChild, stopChild } from './lib/processes';

export const ADMIN_EMAIL = 'bench-admin@example.com';
const ADMIN_PASSWORD = `bench-${randomBytes(12).toString('hex')}`;

interface Database {
  kind: string;
  uri: string;
  stop(): Promise<void>;
}
interface Launcher {
  startDatabase(options: {
    mongodbUri?: string;
    dataDir?: string;
    log?: (m: string) => void;
  }): Promise<Database>;
}

export interface Product {
  origin: string;
  pid: number;
  /** Connection string of the product's database (no database name) and that name. */
  mongoUri: string;
  dbName: string;
  adminToken: string;
  stop(): Promise<void>;
}

/** The product's own launcher: an embedded database in `dataDir`, or MONGODB_URI when set. */
export async function startDatabase(dataDir: string): Promise<Database> {
  const launcherUrl = pathToFileURL(path.join(REPO_ROOT, 'apps/api/src/lib/db/launcher.ts')).href;
  const launcher = (await import(launcherUrl)) as Launcher;
  return launcher.startDatabase({
    mongodbUri: process.env.MONGODB_URI,
    dataDir,
    log: (message) => console.log(`  [db] ${message}`),
  });
}

/**
 * The built server (apps/api/dist/server.js) as it runs in production, on a fresh database
 * seeded with demo content. The bench starts the database itself (the product's own launcher,
 * or MONGODB_URI) and hands it over as MONGODB_URI, so it can seed the database directly.
 */
export async function startProduct({ redisUrl }: { redisUrl?: string } = {}): Promise<Product> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-product-'));
  const database = await startDatabase(path.join(dataDir, 'db'));
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child) await stopChild(child);
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    child = startChild(process.execPath, [path.join(REPO_ROOT, 'apps/api/dist/server.js')], {
      cwd: REPO_ROOT,
      env: {
        ...productEnv(port, dataDir, database.uri),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      },
      // The request log goes straight to /dev/null: read through a pipe, it would cost the
      // bench's own process CPU on the same two cores while the product is measured.
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(origin, child);
    const adminToken = await login(origin);
    return {
      origin,
      pid: child.pid as number,
      mongoUri: database.uri,
      dbName: 'tutoring',
      adminToken,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function productEnv(port: number, dataDir: string, mongoUri: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    MONGODB_URI: mongoUri,
    // Production requires it: the origin every link in mail starts with.
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    // The mixed load's visitors come through a proxy (X-Forwarded-For): the bench is that proxy.
    TRUST_PROXY: 'loopback',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'true',
    // Production logs every request at info; the bench measures the product as deployed.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  };
}

async function waitForHealth(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the product was not healthy within 120 s');
}

async function login(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`admin login answered ${response.status}`);
  return body.token;
}
