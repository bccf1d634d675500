import { budget, heading, printTable } from '../lib/report';
import { auditWithRetry, listFailures, save, type FormFactor } from './lighthouse';
import { pathUrlPages } from './lighthouse-pages';

export interface SeoOptions {
  formFactors: readonly FormFactor[];
}

/**
 * Step 4d: Lighthouse's SEO category alone on every public path URL, 100 on each
 * page and form factor. One load per page and form factor: SEO is no timing, so a single run
 * says it all, and leaving performance out keeps the pass short.
 */
export async function benchLighthouseSeo(origin: string, options: SeoOptions): Promise<void> {
  heading(`Web: Lighthouse SEO on every path URL (${options.formFactors.join(', ')})`);
  const started = Date.now();
  const rows: string[][] = [['page', 'path', ...options.formFactors]];
  for (const page of await pathUrlPages(origin)) {
    const scores: string[] = [];
    for (const formFactor of options.formFactors) {
      const result = await auditWithRetry(`${origin}${page.path}`, formFactor, ['seo']);
      const score = Math.round((result.categories.seo?.score ?? 0) * 100);
      scores.push(String(score));
      save(`seo-${page.name.replace(/ /g, '-')}-${formFactor}`, result);
      budget(`Lighthouse SEO ${page.path} ${formFactor}`, String(score), '100', score === 100);
      listFailures(page.path, formFactor, result, ['seo']);
    }
    rows.push([page.name, page.path, ...scores]);
  }
  printTable(rows);
  console.log(`  took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
