import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HASH_COMMENTED, issueCitations, SCRIPT_SOURCE } from './issue-citations';

/**
 * Comments say why in lasting words: no issue numbers of ours (they go stale once the issue is
 * closed; docs/decisions/README.md). Every comment and test name of the code is read: apps/,
 * packages/, bench/, e2e/, scripts/, deploy/, tools/ and the configuration files at the root.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const FOLDERS = ['apps', 'packages', 'bench', 'e2e', 'scripts', 'deploy', 'tools'];
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.turbo',
  '.cache',
  '.data',
  'output',
]);
const readable = (name: string) => SCRIPT_SOURCE.test(name) || HASH_COMMENTED.test(name);

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(relative);
    return readable(entry.name) ? [relative] : [];
  });
}

const rootFiles = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isFile() && readable(entry.name))
  .map((entry) => entry.name);

function citationsInTheCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of [...FOLDERS.flatMap(filesUnder), ...rootFiles]) {
    const citations = issueCitations(readFileSync(path.join(ROOT, file), 'utf8'), file);
    if (citations.length > 0)
      found.set(
        file,
        citations.map((citation) => citation.text),
      );
  }
  return found;
}

describe('comments and test names cite no issue of ours', () => {
  const found = citationsInTheCode();

  it('when a comment or a test name cites one of our issues, then this names the file and the words', () => {
    const cited = [...found].flatMap(([file, texts]) => texts.map((text) => `${file}: ${text}`));
    expect(cited).toEqual([]);
  });

  it('when a comment cites an issue in any form, then it is found; another project’s is not', () => {
    const source = [
      '// Kept small (issue 8 budget).',
      '/** See #42 and issues 23 and 34. */',
      "describe('the settings (Issue 36)', () => {});",
      "it.each([1])('when %s is read (issue #5)', () => {});",
      'const words = <p>{/* issue 7 */}</p>;',
      '// vitejs/vite#1234, puppeteer#10350, razorpay-node #112, Chromium issue 40123.',
      "const label = 'issue 9 of the magazine';",
      "// The colour #767676; an entity &#39;; the step '#/contact'.",
    ].join('\n');

    expect(issueCitations(source, 'sample.tsx')).toEqual([
      { line: 1, text: 'issue 8' },
      { line: 2, text: 'issues 23 and 34' },
      { line: 2, text: '#42' },
      { line: 3, text: 'Issue 36' },
      { line: 4, text: 'issue #5' },
      { line: 5, text: 'issue 7' },
    ]);
    expect(issueCitations('# Fixed in issue 12.\necho "#3"\n', 'deploy/run.sh')).toEqual([
      { line: 1, text: 'issue 12' },
    ]);
  });
});
