import { READ_PATHS } from './api-reads';
import { countMessagesViaApi, withMessagesCollection } from './lib/admin-api';
import { collectStdout, startTsChild } from './lib/processes';
import { budget, heading, printTable } from './lib/report';
import type { Product } from './product-server';

const CLIENTS = 200;
const POST_SHARE = 0.2;
/** Issue 23: the slowest hundredth of every request, reads and posts together. */
const MAX_P99_MS = 200;

interface MixedResult {
  statuses: Record<string, number>;
  errors: number;
  errorKinds: Record<string, number>;
  requests: number;
  p99Ms: number;
}

/** Step 2: reads and contact messages together; nothing may fail and no message may be lost. */
export async function benchMixedLoad(product: Product, seconds: number): Promise<void> {
  heading(`Mixed load: ${CLIENTS} clients for ${seconds} s, ${POST_SHARE * 100}% contact posts`);
  const before = await countMessagesViaApi(product);
  const dbBefore = await withMessagesCollection(product, (c) => c.countDocuments());
  const child = startTsChild('load/mixed-client.ts', [], {
    BENCH_ORIGIN: product.origin,
    BENCH_CLIENTS: String(CLIENTS),
    BENCH_SECONDS: String(seconds),
    BENCH_POST_SHARE: String(POST_SHARE),
    BENCH_READ_PATHS: READ_PATHS.join(','),
  });
  const result = JSON.parse(
    (await collectStdout(child)).trim().split('\n').pop() ?? '',
  ) as MixedResult;
  const stored = (await countMessagesViaApi(product)) - before;
  const storedInDb = (await withMessagesCollection(product, (c) => c.countDocuments())) - dbBefore;

  const count = (predicate: (key: string) => boolean) =>
    Object.entries(result.statuses).reduce((sum, [key, n]) => sum + (predicate(key) ? n : 0), 0);
  const created = result.statuses['POST 201'] ?? 0;
  const serverErrors = count((key) => / 5\d\d$/.test(key));
  const lost = Math.max(0, created - stored);
  printTable([
    ['requests', 'req/s', 'p99 ms', 'socket errors', 'statuses'],
    [
      String(result.requests),
      (result.requests / seconds).toFixed(0),
      result.p99Ms.toFixed(0),
      String(result.errors),
      Object.entries(result.statuses)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', '),
    ],
  ]);
  if (result.errors) console.log(`socket errors: ${JSON.stringify(result.errorKinds)}`);
  console.log(
    `messages acknowledged (201): ${created}; stored (admin API): ${stored}; stored (database count): ${storedInDb}`,
  );
  budget(
    'mixed load p99 latency',
    `${result.p99Ms.toFixed(0)} ms`,
    `<= ${MAX_P99_MS} ms`,
    result.p99Ms <= MAX_P99_MS,
    'timing',
  );
  budget('mixed load 5xx responses', String(serverErrors), '0', serverErrors === 0);
  budget('mixed load socket errors', String(result.errors), '0', result.errors === 0);
  budget('mixed load lost messages (201 not stored)', String(lost), '0', lost === 0 && created > 0);
}
