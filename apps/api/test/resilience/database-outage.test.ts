import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { connectDatabase, SERVER_SELECTION_TIMEOUT_MS } from '../../src/lib/db/connect';
import {
  ensureFerretDbBinary,
  spawnFerretDb,
  type FerretDbProcess,
} from '../../src/lib/db/ferretdb';
import { freePort } from '../../src/lib/free-port';
import { ContactMessageModel } from '../../src/modules/contact/contact.model';
import { createUserWithToken, GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';
import { startSteadyLoad, type Sample } from './steady-load';

/** Generous: the machine is shared; what matters is "answers in seconds, not minutes". */
const HANG_LIMIT_MS = SERVER_SELECTION_TIMEOUT_MS + 5000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resilience-'));
const marker = `outage-${Date.now()}`;
let binary: string;
let port: number;
let ferret: FerretDbProcess;
let server: Server;
let baseUrl: string;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  binary = ensureFerretDbBinary((message) => console.log(message));
  port = await freePort();
  ferret = await spawnFerretDb(binary, dataDir, port);
  // This file's database is its own FerretDB, which it kills and restarts on the same port.
  await mongoose.disconnect();
  await connectDatabase(ferret.uri, 'resilience');
  await ContactMessageModel.init();
  const app = createApp({ jwtSecret: TEST_JWT_SECRET, rateLimits: GENEROUS_LIMITS });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}, 240_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await mongoose.disconnect();
  await ferret?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return Date.now();
    await sleep(50);
  }
  return undefined;
}

const isOk = (s: Sample) => s.status >= 200 && s.status < 300;

describe('when the database goes away under steady load and comes back', () => {
  it('then requests fail fast with 503, recover by themselves, and every 201 contact is stored', async () => {
    const { authorization } = await createUserWithToken('admin');
    const load = startSteadyLoad({
      baseUrl,
      concurrency: 20,
      adminAuthorization: authorization,
      marker,
      clientTimeoutMs: 60_000,
    });
    await sleep(2500);
    const killedAt = Date.now();
    ferret.child.kill('SIGKILL');
    await new Promise((resolve) => ferret.child.once('exit', resolve));
    await sleep(SERVER_SELECTION_TIMEOUT_MS + 1000);
    const readyWhileDown = (await fetch(`${baseUrl}/api/ready`)).status;
    await sleep(1500);
    const restartingAt = Date.now();
    ferret = await spawnFerretDb(binary, dataDir, port);
    const restartedAt = Date.now();
    const recoveredAt = await waitFor(
      () => load.samples.some((s) => s.startedAt >= restartedAt && isOk(s)),
      60_000,
    );
    await sleep(1500);
    await load.stop();
    const readyAfter = (await fetch(`${baseUrl}/api/ready`)).status;

    const { samples } = load;
    const whileDown = samples.filter((s) => s.startedAt > killedAt && s.endedAt < restartingAt);
    const maxDownLatency = Math.max(0, ...whileDown.map((s) => s.endedAt - s.startedAt));
    const served = new Set(samples.filter((s) => s.status === 201).map((s) => s.name));
    const stored = await mongoose.connection
      .db!.collection(ContactMessageModel.collection.name)
      .find({}, { projection: { name: 1 } })
      .toArray();
    const storedNames = new Set(stored.map((doc) => String(doc.name)));
    const missing = [...served].filter((name) => !storedNames.has(name!));
    const statusCounts = Object.fromEntries(
      [...new Set(samples.map((s) => s.status))].map((status) => [
        status,
        samples.filter((s) => s.status === status).length,
      ]),
    );
    console.log(
      `[resilience] requests=${samples.length} statuses=${JSON.stringify(statusCounts)} ` +
        `whileDown=${whileDown.length} (503s=${whileDown.filter((s) => s.status === 503).length}) ` +
        `maxLatencyWhileDown=${maxDownLatency}ms restart=${restartedAt - restartingAt}ms ` +
        `recovery=${recoveredAt === undefined ? 'never' : `${recoveredAt - restartedAt}ms`} ` +
        `contact201=${served.size} stored=${storedNames.size} missing=${missing.length} ` +
        `ready=${readyWhileDown}->${readyAfter}`,
    );

    expect(samples.filter((s) => s.status === 0 || (s.status >= 500 && s.status !== 503))).toEqual(
      [],
    );
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.every((s) => s.status === 503 && s.code === 'DATABASE_UNAVAILABLE')).toBe(
      true,
    );
    expect(maxDownLatency).toBeLessThan(HANG_LIMIT_MS);
    expect(recoveredAt).toBeDefined();
    expect([readyWhileDown, readyAfter]).toEqual([503, 200]);
    expect(samples.some((s) => s.startedAt < killedAt && isOk(s))).toBe(true);
    expect(served.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  }, 180_000);
});
