import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/lib/free-port';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const RUN_CLI = path.join(API_DIR, 'scripts', 'run-cli.mjs');

export const SITE_ADMIN = { email: 'owner@example.com', password: 'violet harbour seventeen' };

/** A site as `npm start` runs it: its own embedded database in a DATA_DIR of its own. */
export interface RunningSite {
  origin: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

function waitForOutput(child: ChildProcess, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve();
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const port = await freePort();
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    JWT_SECRET: 'operations-test-secret-of-at-least-32-chars',
    ADMIN_EMAIL: SITE_ADMIN.email,
    ADMIN_PASSWORD: SITE_ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, 'The site is running at');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    origin: `http://127.0.0.1:${port}`,
    env,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run <name> -- <args>` as an operator types it, with the site's environment. */
export function runCli(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [RUN_CLI, name, ...args], { env }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
