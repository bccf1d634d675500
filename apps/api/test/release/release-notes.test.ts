import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The version an operator reads from /api/health leads to its notes: CHANGELOG.md's newest
 * release is package.json's version, and every release there has its upgrade notes in
 * docs/UPGRADING.md.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const changelog = read('CHANGELOG.md');
const upgrading = read('docs/UPGRADING.md');
const releases = [...changelog.matchAll(/^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/gm)];
const { version } = JSON.parse(read('package.json')) as { version: string };

describe('the release notes', () => {
  it('when a change is not released yet, then it has an Unreleased section above the releases', () => {
    expect(releases[0]?.[1]).toBe('Unreleased');
    expect(releases.slice(1).every((release) => /^\d+\.\d+\.\d+$/.test(release[1]!))).toBe(true);
  });

  it('when package.json names a version, then it is the newest release of CHANGELOG.md, dated', () => {
    expect(releases[1]?.[1]).toBe(version);
    expect(releases[1]?.[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('when CHANGELOG.md lists a release, then docs/UPGRADING.md has its upgrade notes', () => {
    const notes = [...upgrading.matchAll(/^## (.+)$/gm)].map((heading) => heading[1]);
    expect(notes).toEqual(releases.map((release) => release[1]));
  });
});
