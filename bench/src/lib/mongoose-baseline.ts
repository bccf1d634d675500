import { startTsChild, stopChild, waitForOutput } from './processes';
import type { Product } from '../product-server';

/**
 * The baseline of the host-dependent budgets, Express + helmet + Mongoose
 * (baselines/express-mongoose.ts) on the product's own database, started for one piece of
 * work and stopped after it, so a ratio to it means the same on any host
 * (docs/decisions/0037-bench-baselines-in-the-same-run.md).
 */
export async function withMongooseBaseline<T>(
  product: Product,
  work: (origin: string) => Promise<T>,
  env: NodeJS.ProcessEnv = {},
): Promise<T> {
  const baseline = startTsChild('baselines/express-mongoose.ts', [], {
    BENCH_MONGODB_URI: product.mongoUri,
    BENCH_DB_NAME: product.dbName,
    NODE_ENV: 'production',
    ...env,
  });
  try {
    const port = (await waitForOutput(baseline, /listening on (\d+)/))[1];
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    await stopChild(baseline);
  }
}
