import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { REPO_ROOT } from '../lib/processes';
import { launchChromium } from './chromium';
import { calibrate, drifted, type Calibration } from './cpu-calibration';
import { auditedPages } from './lighthouse-pages';
import { budget, heading, median, printTable } from '../lib/report';

/**
 * Performance of 95 on a simulated phone as on a desktop
 * (docs/decisions/0062-budgets-hold-still.md).
 */
const FORM_FACTORS = [
  { name: 'desktop', minPerformance: 95 },
  { name: 'mobile', minPerformance: 95 },
] as const;

export interface LighthouseOptions {
  pages: number;
  runs: number;
}

/** How many times one run is calibrated again and redone when the host's speed moved under it. */
const MAX_RECALIBRATIONS = 2;

/** The categories that must score 100 on every page and form factor. */
const FULL_MARKS = ['accessibility', 'seo'] as const;
type Category = 'performance' | (typeof FULL_MARKS)[number];
const ALL_CATEGORIES: readonly Category[] = ['performance', ...FULL_MARKS];

/**
 * Step 4c: Lighthouse performance (median of runs), accessibility and SEO per page and form
 * factor, each page at its path URL.
 */
export async function benchLighthouse(origin: string, options: LighthouseOptions): Promise<void> {
  heading(`Web: Lighthouse (performance median of ${options.runs} runs, accessibility, SEO)`);
  const rows: string[][] = [
    [
      'page',
      'path',
      'form factor',
      'performance',
      'runs',
      'accessibility',
      'SEO',
      'LCP ms',
      'TBT ms',
      'bytes',
      'CPU index',
      'CPU slowdown',
    ],
  ];
  for (const page of await auditedPages(origin, options.pages)) {
    for (const formFactor of FORM_FACTORS) {
      // One load first, not counted: the server makes a picture's width on its first request
      // (sharp, on both cores), which a visitor meets once per picture and width,
      // and which would otherwise land inside the first measured run's main thread. Its
      // benchmarkIndex calibrates the CPU slowdown of the counted runs.
      const url = `${origin}${page.path}`;
      let calibration = calibrate(
        formFactor.name,
        await auditWithRetry(url, formFactor.name, ALL_CATEGORIES),
      );
      const results: Result[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        const counted = await countedRun(url, formFactor.name, calibration);
        results.push(counted.result);
        calibration = counted.calibration;
      }
      const scores = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
      const performance = median(scores);
      const last = results[results.length - 1] as Result;
      const fullMarks = FULL_MARKS.map((category) => ({
        category,
        score: Math.round((last.categories[category]?.score ?? 0) * 100),
      }));
      save(`${page.name}-${formFactor.name}`, last);
      rows.push([
        page.name,
        page.path,
        formFactor.name,
        String(performance),
        scores.join('/'),
        ...fullMarks.map(({ score }) => String(score)),
        numeric(last, 'largest-contentful-paint'),
        numeric(last, 'total-blocking-time'),
        numeric(last, 'total-byte-weight'),
        // Lighthouse's own CPU benchmark of this host, and the slowdown calibrated from it.
        `${calibration.benchmarkIndex} (runs ${results.map((r) => Math.round(r.environment.benchmarkIndex)).join('/')})`,
        `${calibration.cpuSlowdownMultiplier}x`,
      ]);
      budget(
        `Lighthouse ${page.name} ${formFactor.name} performance`,
        String(performance),
        `>= ${formFactor.minPerformance}`,
        performance >= formFactor.minPerformance,
        'timing',
      );
      for (const { category, score } of fullMarks)
        budget(
          `Lighthouse ${page.name} ${formFactor.name} ${category}`,
          String(score),
          '100',
          score === 100,
        );
      listFailures(page.name, formFactor.name, last, FULL_MARKS);
      listSlowSpots(page.name, formFactor.name, last);
    }
  }
  printTable(rows);
}

export type FormFactor = 'desktop' | 'mobile';

/**
 * One counted run. A mobile run whose host moved away from its calibration simulated another
 * phone: it is calibrated again from its own reading and run again, twice at most (desktop is
 * never slowed down). Later runs keep the calibration it ends with.
 */
async function countedRun(
  url: string,
  formFactor: FormFactor,
  calibration: Calibration,
): Promise<{ result: Result; calibration: Calibration }> {
  let result = await auditWithRetry(url, formFactor, ALL_CATEGORIES, calibration);
  for (let again = 0; again < MAX_RECALIBRATIONS; again += 1) {
    if (formFactor !== 'mobile' || !drifted(calibration, result)) break;
    const before = calibration.benchmarkIndex;
    calibration = calibrate(formFactor, result);
    console.log(
      `  ${url} (${formFactor}): host index ${before} -> ${calibration.benchmarkIndex}, run again at ${calibration.cpuSlowdownMultiplier}x`,
    );
    result = await auditWithRetry(url, formFactor, ALL_CATEGORIES, calibration);
  }
  return { result, calibration };
}

/** A fresh Chromium per audit (no state carried over); a failed trace is retried once. */
export async function auditWithRetry(
  url: string,
  formFactor: FormFactor,
  categories: readonly Category[],
  calibration?: Calibration,
): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const chromium = await launchChromium();
    try {
      return await audit(url, chromium.port, formFactor, categories, calibration);
    } catch (error) {
      if (attempt >= 2) throw error;
      console.log(
        `  retrying ${url} (${formFactor}): ${error instanceof Error ? error.message : error}`,
      );
    } finally {
      await chromium.stop();
    }
  }
}

async function audit(
  url: string,
  port: number,
  formFactor: FormFactor,
  categories: readonly Category[],
  calibration: Calibration | undefined,
): Promise<Result> {
  const flags = {
    port,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: [...categories],
    // Merged into the form factor's throttling, as the CLI's --throttling.cpuSlowdownMultiplier.
    ...(calibration
      ? { throttling: { cpuSlowdownMultiplier: calibration.cpuSlowdownMultiplier } }
      : {}),
  };
  const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  if (runner.lhr.runtimeError) throw new Error(`Lighthouse: ${runner.lhr.runtimeError.message}`);
  return runner.lhr;
}

const numeric = (result: Result, id: string) =>
  String(Math.round(result.audits[id]?.numericValue ?? Number.NaN));

/** Every failed audit of the categories, with the elements it names, for whoever fixes them. */
export function listFailures(
  page: string,
  formFactor: string,
  result: Result,
  categories: readonly Category[],
): void {
  const refs = categories.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? []).map((ref) => ({ ...ref, category })),
  );
  for (const ref of refs) {
    const audit = result.audits[ref.id];
    if (!audit || audit.score === null || audit.score === 1 || ref.weight === 0) continue;
    console.log(`  ${ref.category} ${page}/${formFactor}: ${ref.id}: ${audit.title}`);
    const items =
      (
        audit.details as
          { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined
      )?.items ?? [];
    for (const item of items.slice(0, 8))
      console.log(`    ${item.node?.selector ?? ''}  ${item.node?.snippet ?? ''}`);
  }
}

/** The performance opportunities Lighthouse still sees, as hints beside the score. */
function listSlowSpots(page: string, formFactor: string, result: Result): void {
  const opportunities = [
    'render-blocking-resources',
    'uses-text-compression',
    'unused-javascript',
    'font-display',
  ];
  for (const id of opportunities) {
    const audit = result.audits[id];
    if (audit && audit.score !== null && audit.score < 1)
      console.log(`  perf ${page}/${formFactor}: ${id}: ${audit.displayValue ?? ''}`);
  }
}

export function save(name: string, result: Result): void {
  const dir = path.join(REPO_ROOT, 'bench', 'output', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(result));
}
