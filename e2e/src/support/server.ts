import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../apps/api/src/lib/free-port';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const ADMIN_EMAIL = 'admin@e2e.test';
export const ADMIN_PASSWORD = 'e2e-admin-password-1';

/** The first start may build FerretDB from Go sources (minutes on 2 loaded cores). */
const READY_TIMEOUT_MS = 8 * 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Pids whose parent is `pid` (Linux /proc): the server's FerretDB child among them. */
function childPids(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces; the parent pid is the 2nd field after its ')'.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function isReady(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/ready`);
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A private copy of the two builds (apps/api/dist, apps/web/dist) in a folder the server takes
 * for the repo root (it holds a turbo.json); node_modules, tools and .cache are links to the
 * real ones. Someone rebuilding the web app while the suite runs (a shared machine) would
 * otherwise swap the files under the running server.
 */
function snapshotBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'tutoring-e2e-build-'));
  writeFileSync(path.join(root, 'turbo.json'), '{}\n');
  // The web app's server render (dist-ssr) beside its browser build: the API renders the
  // public pages with it.
  for (const [app, built] of [
    ['api', 'dist'],
    ['web', 'dist'],
    ['web', 'dist-ssr'],
  ] as const) {
    const dist = path.join(REPO_ROOT, 'apps', app, built);
    if (!existsSync(dist))
      throw new Error(`${dist} is missing: build first (npm run test:e2e does)`);
    cpSync(dist, path.join(root, 'apps', app, built), { recursive: true });
  }
  const index = readFileSync(path.join(root, 'apps', 'web', 'dist', 'index.html'), 'utf8');
  for (const [, asset] of index.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)) {
    if (!existsSync(path.join(root, 'apps', 'web', 'dist', asset!)))
      throw new Error(`The web build was being rewritten (no ${asset}); run the suite again.`);
  }
  mkdirSync(path.join(REPO_ROOT, '.cache'), { recursive: true });
  for (const shared of ['node_modules', 'tools', '.cache'])
    symlinkSync(path.join(REPO_ROOT, shared), path.join(root, shared));
  return root;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the production build (`node apps/api/dist/server.js`: API under /api, the SPA
 * elsewhere), from a private copy of it, on a free port with a fresh embedded database in a new temporary DATA_DIR,
 * seeded with demo content, and waits for /api/ready. `stop()` sends SIGTERM, waits for the
 * exit, checks that every child (FerretDB) is gone too, and removes the temporary folder.
 */
export async function startServer(smtpUrl: string): Promise<RunningServer> {
  const buildDir = snapshotBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutoring-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: buildDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      MONGODB_URI: '',
      // Mail goes to the suite's mail server, where journeys read the links it carries.
      SMTP_URL: smtpUrl,
      // Each browser session comes as its own visitor, from an address of its own
      // (browser.ts): the suite's sign-ins and password links are many people's, not one
      // address's, so the per-address limits (10 in 15 minutes) do not depend on how fast the
      // suite runs. The limits themselves are tested in the API suite.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => log.push(chunk.toString());
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let children: number[] = [];

  const stop = async () => {
    children = [...new Set([...children, ...childPids(child.pid ?? -1)])];
    if (child.exitCode === null && child.signalCode === null) {
      const done = exited(child);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await done;
      clearTimeout(timer);
    }
    await waitUntil(() => !children.some(isAlive), STOP_TIMEOUT_MS, 'the server children to exit');
    rmSync(dataDir, { recursive: true, force: true });
    // Removes the links themselves, never what they point to.
    rmSync(buildDir, { recursive: true, force: true });
  };

  try {
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`The server exited early:\n${log.join('')}`);
        return isReady(baseUrl);
      },
      READY_TIMEOUT_MS,
      `${baseUrl}/api/ready`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  children = childPids(child.pid ?? -1);
  return { baseUrl, stop };
}
