import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { RecordedBodies } from './baselines/bodies';
import { runAutocannon, type LoadResult } from './load/autocannon';
import { REPO_ROOT, startTsChild, stopChild, waitForOutput } from './lib/processes';
import { budget, heading, median, pct, printTable } from './lib/report';

/** Kept public reads (JSON) and kept rendered pages: all answered in front of Express. */
export const READ_PATHS = ['/api/coursesv2', '/api/team', '/coursesv2', '/'];
const CONNECTIONS = 50;
/**
 * Cached public reads within a tenth of Express + helmet sending the same bytes
 * (docs/decisions/0062-budgets-hold-still.md).
 */
const MIN_RATIO = 0.9;
/**
 * Kept answers at six tenths of the machine's limit at least: node:http sending the same
 * bytes with nothing in between (docs/decisions/0170-kept-answers-first.md).
 */
const MIN_BARE_RATIO = 0.6;
const TARGETS = ['product', 'express+helmet', 'bare node:http'] as const;
type Target = (typeof TARGETS)[number];

export interface ReadOptions {
  seconds: number;
  warmupSeconds: number;
  rounds: number;
}

/**
 * Step 1: reads of the product beside two baselines answering the same bytes. `label` names a
 * second product's run (with REDIS_URL set) in the headings and budgets.
 */
export async function benchApiReads(
  productOrigin: string,
  options: ReadOptions,
  label = '',
): Promise<void> {
  heading(
    `API reads${label}: ${CONNECTIONS} connections, ${options.rounds} x ${options.seconds} s per figure (median)`,
  );
  const bodiesFile = await recordBodies(productOrigin);
  const baselines: ChildProcess[] = [];
  try {
    const origins: Record<Target, string> = {
      product: productOrigin,
      'express+helmet': await startBaseline('baselines/express-helmet.ts', bodiesFile, baselines),
      'bare node:http': await startBaseline('baselines/bare-http.ts', bodiesFile, baselines),
    };
    for (const readPath of READ_PATHS) await measurePath(readPath, origins, options, label);
  } finally {
    await Promise.all(baselines.map((child) => stopChild(child)));
  }
}

/** Fetches what the product answers, so each baseline serves exactly those bytes. */
async function recordBodies(origin: string): Promise<string> {
  const recorded: RecordedBodies = {};
  for (const readPath of READ_PATHS) {
    const response = await fetch(`${origin}${readPath}`);
    if (!response.ok) throw new Error(`GET ${readPath} answered ${response.status}`);
    const body = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get('content-type') ?? 'application/octet-stream';
    recorded[readPath] = { contentType, bodyBase64: body.toString('base64') };
    console.log(`${readPath}: ${body.length} bytes of ${contentType}`);
  }
  const dir = path.join(REPO_ROOT, 'bench', 'output');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'read-bodies.json');
  writeFileSync(file, JSON.stringify(recorded));
  return file;
}

async function startBaseline(file: string, bodiesFile: string, started: ChildProcess[]) {
  const child = startTsChild(file, [], { BENCH_BODIES: bodiesFile, NODE_ENV: 'production' });
  started.push(child);
  const match = await waitForOutput(child, /listening on (\d+)/);
  return `http://127.0.0.1:${match[1]}`;
}

async function measurePath(
  readPath: string,
  origins: Record<Target, string>,
  options: ReadOptions,
  label: string,
) {
  for (const target of TARGETS)
    await runAutocannon(`${origins[target]}${readPath}`, CONNECTIONS, options.warmupSeconds);
  const runs = new Map<Target, LoadResult[]>(TARGETS.map((target) => [target, []]));
  for (let round = 0; round < options.rounds; round += 1) {
    // Rotate the order each round so a burst of load from the neighbours hits every target alike.
    const order = TARGETS.map((_, i) => TARGETS[(i + round) % TARGETS.length] as Target);
    for (const target of order) {
      const result = await runAutocannon(
        `${origins[target]}${readPath}`,
        CONNECTIONS,
        options.seconds,
      );
      runs.get(target)?.push(result);
    }
  }
  reportPath(`${readPath}${label}`, runs);
}

function reportPath(readPath: string, runs: Map<Target, LoadResult[]>): void {
  const summary = (target: Target) => {
    const results = runs.get(target) ?? [];
    return {
      rps: median(results.map((r) => r.requestsPerSecond)),
      p99: median(results.map((r) => r.p99Ms)),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      all: results.map((r) => r.requestsPerSecond.toFixed(0)).join('/'),
    };
  };
  const rows = TARGETS.map((target) => ({ target, ...summary(target) }));
  console.log(`\nGET ${readPath}`);
  printTable([
    ['server', 'req/s (median)', 'p99 ms', 'errors', 'non-2xx', 'req/s per run'],
    ...rows.map((r) => [
      r.target,
      r.rps.toFixed(0),
      r.p99.toFixed(0),
      String(r.errors),
      String(r.non2xx),
      r.all,
    ]),
  ]);
  const [product, express, bare] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  // Ratios per round (the servers of one round ran minutes apart at most), then their median:
  // the neighbours' load changes from minute to minute, and a ratio of medians would mix rounds.
  const perRound = (a: Target, b: Target) =>
    median(
      (runs.get(a) ?? []).map(
        (r, i) => r.requestsPerSecond / (runs.get(b)?.[i]?.requestsPerSecond ?? NaN),
      ),
    );
  const vsExpress = perRound('product', 'express+helmet');
  const vsBare = perRound('product', 'bare node:http');
  console.log(
    `ratios (median of rounds): product/express = ${pct(vsExpress)}, product/bare = ${pct(vsBare)}, express/bare = ${pct(perRound('express+helmet', 'bare node:http'))}` +
      ` (of medians: ${pct(product.rps / express.rps)}, ${pct(product.rps / bare.rps)}, ${pct(express.rps / bare.rps)})`,
  );
  budget(
    `${readPath} product/express+helmet req/s`,
    pct(vsExpress),
    `>= ${pct(MIN_RATIO)}`,
    vsExpress >= MIN_RATIO,
    'timing',
  );
  budget(
    `${readPath} product/bare node:http req/s`,
    pct(vsBare),
    `>= ${pct(MIN_BARE_RATIO)}`,
    vsBare >= MIN_BARE_RATIO,
    'timing',
  );
  budget(
    `${readPath} product p99 latency`,
    `${product.p99.toFixed(0)} ms`,
    '< 50 ms',
    product.p99 < 50,
    'timing',
  );
  const failures = product.errors + product.non2xx;
  budget(`${readPath} product errors + non-2xx`, String(failures), '0', failures === 0);
}
