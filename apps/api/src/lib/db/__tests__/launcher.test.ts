import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../free-port';
import { startDatabase } from '../launcher';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tempDirs: string[] = [];

afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** Every running process whose command line mentions `needle` (Linux /proc). */
function processesMentioning(needle: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(needle);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

/** Starts the real server (src/server.ts) on its own data dir and waits until it listens. */
async function startServer(): Promise<{ child: ChildProcess; dataDir: string; port: number }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'launcher-test-'));
  tempDirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      MONGODB_URI: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: 'launcher-test-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const listening = await waitUntil(() => output.includes('The site is running'), 120_000);
  if (!listening) throw new Error(`server did not start:\n${output}`);
  return { child, dataDir, port };
}

describe('the embedded database launcher', () => {
  it('when no URI is given, then it starts a server that answers and stop() leaves no process', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'launcher-direct-'));
    tempDirs.push(dataDir);
    const database = await startDatabase({ dataDir });
    expect(['mongod', 'ferretdb']).toContain(database.kind);
    expect(processesMentioning(dataDir).length).toBeGreaterThan(0);
    await database.stop();
    expect(await waitUntil(() => processesMentioning(dataDir).length === 0, 10_000)).toBe(true);
  });

  it('when MONGODB_URI is given, then it is used as it is and nothing is started', async () => {
    const database = await startDatabase({ mongodbUri: 'mongodb://db.internal:27017/app' });
    expect(database).toMatchObject({ kind: 'external', uri: 'mongodb://db.internal:27017/app' });
    await database.stop();
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'when the server gets %s, then it exits and leaves no database process behind',
    async (signal) => {
      const { child, dataDir, port } = await startServer();
      const health = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(health.status).toBe(200);
      expect(processesMentioning(dataDir).length).toBeGreaterThan(0);
      const exited = new Promise<number | null>((resolve) =>
        child.once('exit', (code) => resolve(code)),
      );
      child.kill(signal);
      expect(await exited).toBe(0);
      expect(await waitUntil(() => processesMentioning(dataDir).length === 0, 10_000)).toBe(true);
    },
    180_000,
  );

  it('when the server is killed outright, then its database process stops by itself', async () => {
    const { child, dataDir } = await startServer();
    child.kill('SIGKILL');
    expect(await waitUntil(() => processesMentioning(dataDir).length === 0, 15_000)).toBe(true);
  }, 180_000);
});
