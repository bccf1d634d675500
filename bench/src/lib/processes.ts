import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The product's own probe: one way to find a free port across the api, its tests and the bench.
export { freePort } from '../../../apps/api/src/lib/free-port';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const BENCH_SRC = path.join(REPO_ROOT, 'bench', 'src');

const STOP_TIMEOUT_MS = 15_000;
const started = new Set<ChildProcess>();

/** Every process the bench starts goes through here, so stopAll() can end each one. */
export function startChild(command: string, args: string[], options: SpawnOptions = {}) {
  // A process group of its own: stopping it can also reach its children (FerretDB, Chromium helpers).
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
    detached: true,
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/** A TypeScript entry point of bench/src in its own Node process (through tsx). */
export function startTsChild(file: string, args: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return startChild(process.execPath, ['--import', 'tsx', path.join(BENCH_SRC, file), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
  });
}

/** SIGTERM, wait for the exit (the product closes its database first), SIGKILL the group late. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((child) => stopChild(child)));
}

/** Resolves with the first match of pattern in the child's stdout; rejects on exit or timeout. */
export function waitForOutput(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000) {
  return new Promise<RegExpExecArray>((resolve, reject) => {
    let output = '';
    let errors = '';
    const onError = (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000));
    const onOutput = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-100_000);
      const match = pattern.exec(output);
      if (match) settle(() => resolve(match));
    };
    const onExit = (code: number | null) =>
      settle(() =>
        reject(new Error(`exited (${code}) before ${pattern}:\n${output.slice(-2000)}${errors}`)),
      );
    const timer = setTimeout(
      () => settle(() => reject(new Error(`no ${pattern} in ${timeoutMs} ms`))),
      timeoutMs,
    );
    // Stop listening once settled; the stream keeps flowing (resume) so the child never blocks.
    const settle = (done: () => void) => {
      clearTimeout(timer);
      child.stdout?.off('data', onOutput).resume();
      child.stderr?.off('data', onError).resume();
      child.off('exit', onExit);
      done();
    };
    child.stderr?.on('data', onError);
    child.stdout?.on('data', onOutput);
    child.once('exit', onExit);
  });
}

/** Everything a child prints to stdout, once it exits. */
export function collectStdout(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on(
      'data',
      (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`exit ${code}: ${errors}`)),
    );
  });
}

/** Resident set size of a process in bytes, from /proc (Linux). */
export function readRssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}
