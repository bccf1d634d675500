import { READ_PATHS } from './api-reads';
import { countMessagesViaApi, withMessagesCollection } from './lib/admin-api';
import { withMongooseBaseline } from './lib/mongoose-baseline';
import { collectStdout, startTsChild } from './lib/processes';
import { budget, heading, printTable } from './lib/report';
import type { Product } from './product-server';

const CLIENTS = 200;
const POST_SHARE = 0.2;
/**
 * Budgets relative to Express + helmet + Mongoose doing the same reads and inserts on the same
 * database in the same run (baselines/express-mongoose.ts), so they mean the same on any host
 * (docs/decisions/0037-bench-baselines-in-the-same-run.md). The slowest hundredth of every
 * request, reads and posts together, and throughput.
 */
const MAX_P99_RATIO = 1;
const MIN_THROUGHPUT_RATIO = 1;

interface MixedResult {
  statuses: Record<string, number>;
  errors: number;
  errorKinds: Record<string, number>;
  requests: number;
  p99Ms: number;
}

/** 200 clients against one origin; the last line the client prints is its result. */
async function runClients(origin: string, seconds: number): Promise<MixedResult> {
  const child = startTsChild('load/mixed-client.ts', [], {
    BENCH_ORIGIN: origin,
    BENCH_CLIENTS: String(CLIENTS),
    BENCH_SECONDS: String(seconds),
    BENCH_POST_SHARE: String(POST_SHARE),
    BENCH_READ_PATHS: READ_PATHS.join(','),
  });
  return JSON.parse((await collectStdout(child)).trim().split('\n').pop() ?? '') as MixedResult;
}

/** The same load on the baseline server, on the product's database. */
const runBaseline = (product: Product, seconds: number) =>
  withMongooseBaseline(product, (origin) => runClients(origin, seconds));

/** Step 2: reads and contact messages together; nothing may fail and no message may be lost. */
export async function benchMixedLoad(product: Product, seconds: number): Promise<void> {
  heading(`Mixed load: ${CLIENTS} clients for ${seconds} s, ${POST_SHARE * 100}% contact posts`);
  const before = await countMessagesViaApi(product);
  const dbBefore = await withMessagesCollection(product, (c) => c.countDocuments());
  const result = await runClients(product.origin, seconds);
  const stored = (await countMessagesViaApi(product)) - before;
  const storedInDb = (await withMessagesCollection(product, (c) => c.countDocuments())) - dbBefore;

  const count = (predicate: (key: string) => boolean) =>
    Object.entries(result.statuses).reduce((sum, [key, n]) => sum + (predicate(key) ? n : 0), 0);
  const created = result.statuses['POST 201'] ?? 0;
  const serverErrors = count((key) => / 5\d\d$/.test(key));
  const lost = Math.max(0, created - stored);
  const baseline = await runBaseline(product, seconds);
  const row = (server: string, run: MixedResult) => [
    server,
    String(run.requests),
    (run.requests / seconds).toFixed(0),
    run.p99Ms.toFixed(0),
    String(run.errors),
    Object.entries(run.statuses)
      .map(([k, n]) => `${k}: ${n}`)
      .join(', '),
  ];
  printTable([
    ['server', 'requests', 'req/s', 'p99 ms', 'socket errors', 'statuses'],
    row('product', result),
    row('express+helmet+mongoose', baseline),
  ]);
  if (result.errors) console.log(`socket errors: ${JSON.stringify(result.errorKinds)}`);
  console.log(
    `messages acknowledged (201): ${created}; stored (admin API): ${stored}; stored (database count): ${storedInDb}`,
  );
  const p99Ratio = result.p99Ms / baseline.p99Ms;
  const throughputRatio = result.requests / baseline.requests;
  budget(
    'mixed load p99, product/baseline',
    `${p99Ratio.toFixed(2)} (${result.p99Ms.toFixed(0)} / ${baseline.p99Ms.toFixed(0)} ms)`,
    `<= ${MAX_P99_RATIO}`,
    p99Ratio <= MAX_P99_RATIO,
    'timing',
  );
  budget(
    'mixed load req/s, product/baseline',
    `${throughputRatio.toFixed(2)} (${(result.requests / seconds).toFixed(0)} / ${(baseline.requests / seconds).toFixed(0)})`,
    `>= ${MIN_THROUGHPUT_RATIO}`,
    throughputRatio >= MIN_THROUGHPUT_RATIO,
    'timing',
  );
  budget('mixed load 5xx responses', String(serverErrors), '0', serverErrors === 0);
  budget('mixed load socket errors', String(result.errors), '0', result.errors === 0);
  budget('mixed load lost messages (201 not stored)', String(lost), '0', lost === 0 && created > 0);
}
