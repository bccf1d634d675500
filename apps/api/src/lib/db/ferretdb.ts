import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';
import { findRepoRoot } from '../paths';
import type { Database } from './database';

export class FerretDbUnavailable extends Error {}

const SOURCE_FILES = ['go.mod', 'go.sum', 'main.go'];
const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** Hash of the Go sources: the binary is rebuilt whenever they change. */
function sourceHash(sourceDir: string): string {
  const hash = createHash('sha256');
  for (const file of SOURCE_FILES) hash.update(readFileSync(path.join(sourceDir, file)));
  return hash.digest('hex');
}

/** Builds tools/ferretdb into .cache/bin once; later starts reuse the binary. */
export function ensureFerretDbBinary(log: (message: string) => void): string {
  const root = findRepoRoot();
  const sourceDir = path.join(root, 'tools', 'ferretdb');
  if (!existsSync(path.join(sourceDir, 'go.mod')))
    throw new FerretDbUnavailable(`no sources at ${sourceDir}`);
  const binary = path.join(root, '.cache', 'bin', 'ferretdb-local');
  const stamp = `${binary}.sha256`;
  const wanted = sourceHash(sourceDir);
  if (existsSync(binary) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted)
    return binary;

  log('Building the embedded FerretDB (once; about 2 minutes on 2 cores)...');
  mkdirSync(path.dirname(binary), { recursive: true });
  const partial = `${binary}.${process.pid}.partial`;
  const result = spawnSync('go', ['build', '-o', partial, '.'], {
    cwd: sourceDir,
    env: { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=readonly' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.error) throw new FerretDbUnavailable(`go is not available (${result.error.message})`);
  if (result.status !== 0)
    throw new FerretDbUnavailable(`go build failed with exit code ${result.status}`);
  // Rename is atomic, so a concurrent start never runs a half-written binary.
  renameSync(partial, binary);
  writeFileSync(stamp, wanted);
  log('Built the embedded FerretDB.');
  return binary;
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new FerretDbUnavailable('it did not start within 30 s')),
      READY_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^ready (\S+)/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new FerretDbUnavailable(`it exited with code ${code} before it was ready`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** One FerretDB process on a given data dir and port (the resilience test restarts it there). */
export interface FerretDbProcess {
  uri: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function spawnFerretDb(
  binary: string,
  dir: string,
  port: number,
): Promise<FerretDbProcess> {
  mkdirSync(dir, { recursive: true });
  const child = spawn(binary, ['-dir', dir, '-port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.resume();
  try {
    const uri = await waitForReady(child);
    return { uri, child, stop: () => stopChild(child) };
  } catch (error) {
    await stopChild(child);
    throw error;
  }
}

/** Step 3: FerretDB 1.24.2 on SQLite, listening on 127.0.0.1 only. */
export async function startFerretDb(
  dataDir: string | undefined,
  log: (message: string) => void,
): Promise<Database> {
  const binary = ensureFerretDbBinary(log);
  const temporaryDir = dataDir ? undefined : mkdtempSync(path.join(os.tmpdir(), 'ferretdb-'));
  const dir = dataDir ? path.join(dataDir, 'ferretdb') : (temporaryDir as string);
  const clean = () => {
    if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true });
  };
  try {
    const ferret = await spawnFerretDb(binary, dir, await freePort());
    log(`Using the embedded FerretDB at ${ferret.uri}`);
    return {
      kind: 'ferretdb',
      uri: ferret.uri,
      filesDir: dir,
      stop: async () => {
        await ferret.stop();
        clean();
      },
    };
  } catch (error) {
    clean();
    throw error;
  }
}
