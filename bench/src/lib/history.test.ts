import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appendHistory, historyLines, type HistoryLine, type RunFacts } from './history';
import { verdictOf, type BudgetResult } from './report';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));

function historyFile(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-history-'));
  folders.push(folder);
  return path.join(folder, 'nested', 'history.jsonl');
}

const readLines = (file: string) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as HistoryLine);

const run = (date: string): RunFacts => ({
  date,
  commit: 'abc123',
  dirty: false,
  mode: 'short',
  steps: ['slots', 'web-size'],
  hostSpeedMs: 95,
});

const results: BudgetResult[] = [
  { name: 'initial JS', actual: '98.7 KB', limit: '<= 100.0 KB', pass: true, timing: false },
  {
    name: 'slots req/s ratio',
    actual: '0.031 (401 / 12900)',
    limit: '>= 0.04',
    pass: false,
    timing: true,
  },
  { name: 'admin chunks', actual: 'none', limit: 'none', pass: true, timing: false },
];

describe('bench history', () => {
  it('when a run appends its budgets, then each is one JSON line with the run, the figure, its limit and verdict', () => {
    const file = historyFile();

    appendHistory(
      file,
      historyLines(run('2026-12-07T18:00:00.000Z'), results, (r) => verdictOf(r, true)),
    );

    expect(readLines(file)).toEqual([
      expect.objectContaining({
        ...run('2026-12-07T18:00:00.000Z'),
        budget: 'initial JS',
        measured: '98.7 KB',
        value: 98.7,
        limit: '<= 100.0 KB',
        kind: 'exact',
        verdict: 'PASS',
      }),
      expect.objectContaining({
        budget: 'slots req/s ratio',
        value: 0.031,
        kind: 'timing',
        verdict: 'WARN',
      }),
      expect.objectContaining({
        budget: 'admin chunks',
        measured: 'none',
        value: null,
        verdict: 'PASS',
      }),
    ]);
  });

  it('when a second run appends, then its lines follow the first run’s, which stay as they were', () => {
    const file = historyFile();
    appendHistory(
      file,
      historyLines(run('2026-12-07T18:00:00.000Z'), results, (r) => verdictOf(r, true)),
    );

    appendHistory(
      file,
      historyLines({ ...run('2026-12-07T19:00:00.000Z'), mode: 'full' }, results, (r) =>
        verdictOf(r, false),
      ),
    );

    const lines = readLines(file);
    expect(lines.map((line) => [line.date, line.mode, line.verdict])).toEqual([
      ['2026-12-07T18:00:00.000Z', 'short', 'PASS'],
      ['2026-12-07T18:00:00.000Z', 'short', 'WARN'],
      ['2026-12-07T18:00:00.000Z', 'short', 'PASS'],
      ['2026-12-07T19:00:00.000Z', 'full', 'PASS'],
      ['2026-12-07T19:00:00.000Z', 'full', 'FAIL'],
      ['2026-12-07T19:00:00.000Z', 'full', 'PASS'],
    ]);
  });
});
