import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BudgetResult } from './report';

/** One line of bench/history.jsonl: one budget of one run. */
export interface HistoryLine {
  /** When the run ended (ISO 8601, UTC); every line of one run carries the same. */
  date: string;
  commit: string;
  /** Uncommitted changes in the tree the run measured. */
  dirty: boolean;
  mode: 'full' | 'short';
  steps: string[];
  /** scripts/host-speed.mjs before the verdicts (ms, lower is faster); null if it failed. */
  hostSpeedMs: number | null;
  budget: string;
  /** The figure as printed, and its first number in the unit the text names (or null). */
  measured: string;
  value: number | null;
  limit: string;
  kind: 'exact' | 'timing';
  verdict: 'PASS' | 'WARN' | 'FAIL';
}

export interface RunFacts {
  date: string;
  commit: string;
  dirty: boolean;
  mode: 'full' | 'short';
  steps: string[];
  hostSpeedMs: number | null;
}

/** The lines a run adds: one per budget, each with the run's facts. */
export function historyLines(
  run: RunFacts,
  results: readonly BudgetResult[],
  verdictOf: (result: BudgetResult) => HistoryLine['verdict'],
): HistoryLine[] {
  return results.map((result) => {
    const value = Number.parseFloat(result.actual);
    return {
      ...run,
      budget: result.name,
      measured: result.actual,
      value: Number.isFinite(value) ? value : null,
      limit: result.limit,
      kind: result.timing ? 'timing' : 'exact',
      verdict: verdictOf(result),
    };
  });
}

/** Appends the lines as JSON, one a line, creating the file (and its folder) if needed. */
export function appendHistory(file: string, lines: readonly HistoryLine[]): void {
  if (lines.length === 0) return;
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
}

/** The commit and whether the tree differs from it; 'unknown' outside a git checkout. */
export function currentCommit(cwd: string): { commit: string; dirty: boolean } {
  try {
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return { commit: git('rev-parse', 'HEAD').trim(), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

/** The host-speed probe CI prints beside `npm test`, so figures can be read against the host. */
export function hostSpeedMs(repoRoot: string): number | null {
  try {
    const output = execFileSync(process.execPath, [path.join(repoRoot, 'scripts/host-speed.mjs')], {
      encoding: 'utf8',
    });
    const match = /(\d+) ms/.exec(output);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
