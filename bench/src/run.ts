import { benchApiReads } from './api-reads';
import { benchBackupMemory } from './backup-memory';
import { benchExportMemory } from './export-memory';
import { stopAll } from './lib/processes';
import path from 'node:path';
import { appendHistory, currentCommit, historyLines, hostSpeedMs } from './lib/history';
import { REPO_ROOT } from './lib/processes';
import { budgetResults, printBudgets, stepFailed, verdictOf } from './lib/report';
import { benchMixedLoad } from './mixed-load';
import { benchSlots } from './slots';
import { startProduct, type Product } from './product-server';
import { benchInitialJs } from './web/initial-js';
import { benchLighthouse } from './web/lighthouse';
import { benchLighthouseSeo } from './web/lighthouse-seo';
import { benchHomeImages, benchHomeTransfer } from './web/page-weight';

const STEPS = [
  'web-size',
  'reads',
  'reads-redis',
  'slots',
  'mixed',
  'export',
  'browser',
  'backup-memory',
] as const;
/**
 * Steps the full run makes and --short leaves out unless --only names them: backup-memory
 * takes minutes, and CI already holds its limit through `npm run test:large`.
 */
const FULL_RUN_ONLY: readonly Step[] = ['backup-memory'];
/** Where the reads-redis step's product keeps its generations (this machine's Redis). */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
type Step = (typeof STEPS)[number];

const args = process.argv.slice(2);
const short = args.includes('--short');
const only =
  args
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',') ?? STEPS.filter((step) => !short || !FULL_RUN_ONLY.includes(step));
const wanted = (step: Step) => only.includes(step);

/**
 * Full run by default; --short for CI (same budgets, shorter runs, timing budgets advisory);
 * --only=reads,mixed,...
 */
const settings = short
  ? {
      reads: { seconds: 3, warmupSeconds: 2, rounds: 3 },
      slots: { seconds: 3, rounds: 1 },
      mixedSeconds: 8,
      exportCount: 10_000,
      lighthouse: { pages: 1, runs: 1 },
      // Mobile alone (what search engines index first) keeps the CI's short run short; the
      // full run audits both form factors.
      seo: { formFactors: ['mobile'] as const },
    }
  : {
      reads: { seconds: 6, warmupSeconds: 3, rounds: 5 },
      slots: { seconds: 6, rounds: 3 },
      mixedSeconds: 30,
      exportCount: 10_000,
      // Five runs, as Lighthouse's own guidance on variability advises: on a shared machine
      // one page load's mobile score moves between identical builds.
      // Every public path URL the budgets name: home, courses, a course, resources, contact,
      // privacy and terms.
      lighthouse: { pages: 7, runs: 5 },
      // Every public path URL, SEO only.
      seo: { formFactors: ['mobile', 'desktop'] as const },
    };

async function step(name: string, work: () => Promise<void> | void): Promise<void> {
  try {
    await work();
  } catch (error) {
    stepFailed(name, error);
  }
}

async function withProduct(product: Product): Promise<void> {
  if (wanted('reads')) await step('API reads', () => benchApiReads(product.origin, settings.reads));
  if (wanted('slots')) await step('Free slots', () => benchSlots(product, settings.slots));
  if (wanted('mixed'))
    await step('Mixed load', () => benchMixedLoad(product, settings.mixedSeconds));
  if (wanted('export'))
    await step('Export memory', () => benchExportMemory(product, settings.exportCount));
  if (!wanted('browser')) return;
  await step('Home transfer', () => benchHomeTransfer(product.origin));
  await step('Home images', () => benchHomeImages(product.origin));
  await step('Lighthouse', () => benchLighthouse(product.origin, settings.lighthouse));
  await step('Lighthouse SEO', () => benchLighthouseSeo(product.origin, settings.seo));
}

async function main(): Promise<boolean> {
  const started = Date.now();
  console.log(`npm run bench${short ? ' --short' : ''}: steps ${only.join(', ')}`);
  if (wanted('web-size')) await step('Initial JS', () => benchInitialJs());
  const withoutSharedProduct: readonly Step[] = ['web-size', 'reads-redis', 'backup-memory'];
  if (STEPS.some((s) => !withoutSharedProduct.includes(s) && wanted(s))) {
    await step('Product', async () => {
      const product = await startProduct();
      try {
        await withProduct(product);
      } finally {
        await product.stop();
      }
    });
  }
  // A product of its own: the same reads with the generations shared through Redis.
  if (wanted('reads-redis')) {
    await step('API reads with Redis', async () => {
      const product = await startProduct({ redisUrl: REDIS_URL });
      try {
        await benchApiReads(product.origin, settings.reads, ' (REDIS_URL set)');
      } finally {
        await product.stop();
      }
    });
  }
  // No product: the bundled backup and restore commands on a database of their own.
  if (wanted('backup-memory')) await step('Backup memory', () => benchBackupMemory());
  const passed = printBudgets(short);
  recordHistory();
  console.log(`\nbench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return passed;
}

/**
 * Every run appends its budgets to the bench's history (bench/README.md, "History"): the
 * figures live there, not in prose. BENCH_HISTORY names another file.
 */
function recordHistory(): void {
  const file = process.env.BENCH_HISTORY ?? path.join(REPO_ROOT, 'bench', 'history.jsonl');
  const run = {
    date: new Date().toISOString(),
    ...currentCommit(REPO_ROOT),
    mode: short ? ('short' as const) : ('full' as const),
    steps: only,
    hostSpeedMs: hostSpeedMs(REPO_ROOT),
  };
  appendHistory(
    file,
    historyLines(run, budgetResults(), (r) => verdictOf(r, short)),
  );
  console.log(
    `\nhistory: ${budgetResults().length} lines appended to ${path.relative(REPO_ROOT, file)}`,
  );
}

// Stop whatever is still running on Ctrl-C or a crash, then exit with the verdict.
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
process.once('SIGTERM', () => void stopAll().then(() => process.exit(143)));
main()
  .then(async (passed) => {
    await stopAll();
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
