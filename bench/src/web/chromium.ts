import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@tutoring/e2e/chromium';
import { freePort, signalGroup, startChild, stopChild } from '../lib/processes';

// The bench's own override still wins, for a machine whose Chromium is elsewhere.
const CHROMIUM = process.env.BENCH_CHROMIUM ?? CHROMIUM_PATH;

export interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Debian's Chromium (never a downloaded one) with a DevTools port for Lighthouse and Playwright. */
export async function launchChromium(): Promise<Chromium> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = startChild(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Chromium keeps its single-instance socket in a folder of TMPDIR that a stopped browser
    // leaves behind (a full bench left 85 in /tmp); inside the profile, it goes with it.
    { env: { ...process.env, TMPDIR: profile } },
  );
  child.stdout?.resume();
  child.stderr?.resume();
  const stop = async () => {
    await stopChild(child);
    // Helpers (crashpad, zygote) can outlive the browser process and keep writing the profile.
    signalGroup(child, 'SIGKILL');
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  try {
    await waitForDevTools(port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}

async function waitForDevTools(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Chromium did not open its DevTools port within 30 s');
}
