/**
 * One budget: a measured figure against its limit. Sizes and counts are exact; timing
 * figures (throughput ratios, latency, Lighthouse performance) move with the machine's load.
 */
export interface BudgetResult {
  name: string;
  actual: string;
  limit: string;
  pass: boolean;
  timing: boolean;
}

export type BudgetKind = 'exact' | 'timing';

const results: BudgetResult[] = [];

export function budget(
  name: string,
  actual: string,
  limit: string,
  pass: boolean,
  kind: BudgetKind = 'exact',
): void {
  results.push({ name, actual, limit, pass, timing: kind === 'timing' });
}

/** A step that threw counts as a failed budget, so a broken bench never passes quietly. */
export function stepFailed(step: string, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\n${step} failed: ${message}`);
  budget(`${step} ran to the end`, 'error', 'no error', false);
}

export function heading(title: string): void {
  console.log(`\n== ${title} ==`);
}

/** Prints rows as an aligned text table (first row is the header). */
export function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of rows) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
}

/**
 * Prints the verdicts; true when the run passes. With `timingAdvisory` (the --short mode CI
 * runs: single short rounds on a shared machine) a missed timing budget is printed as WARN
 * and does not fail the run; exact budgets always do. The full run enforces every budget.
 */
export function printBudgets(timingAdvisory: boolean): boolean {
  heading('Budgets');
  const advisory = (r: BudgetResult) => !r.pass && r.timing && timingAdvisory;
  const verdict = (r: BudgetResult) => verdictOf(r, timingAdvisory);
  printTable([
    ['result', 'budget', 'measured', 'limit'],
    ...results.map((r) => [verdict(r), r.name, r.actual, r.limit]),
  ]);
  const failed = results.filter((r) => !r.pass && !advisory(r)).length;
  const warned = results.filter(advisory).length;
  if (warned)
    console.log(
      `\n${warned} timing budget(s) missed in this short run (WARN: advisory in --short; \`npm run bench\` enforces them)`,
    );
  console.log(
    failed
      ? `\n${failed} of ${results.length} budgets FAILED`
      : `\nAll ${results.length - warned} enforced budgets PASS`,
  );
  return failed === 0;
}

/** PASS, FAIL, or WARN for a missed timing budget in a run where those are advisory. */
export function verdictOf(result: BudgetResult, timingAdvisory: boolean): 'PASS' | 'WARN' | 'FAIL' {
  if (result.pass) return 'PASS';
  return result.timing && timingAdvisory ? 'WARN' : 'FAIL';
}

/** Every budget recorded so far in this run, in order. */
export function budgetResults(): readonly BudgetResult[] {
  return results;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const pct = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;
