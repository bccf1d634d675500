import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Static imports and re-exports that stay in a bundle (not `import type`). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

/** Every package a module brings in at run time, through its relative imports too. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier!.startsWith('.')) packages.add(specifier!);
      else {
        const base = path.resolve(path.dirname(file), specifier!);
        const found = [`${base}.ts`, `${base}/index.ts`].find((candidate) => existsSync(candidate));
        if (found) queue.push(found);
      }
    }
  }
  return packages;
}

describe('@tutoring/shared/plain', () => {
  it('when the plain entry is loaded, then no package comes with it: no zod, no password checker', () => {
    expect([...packagesReachedFrom(path.join(HERE, 'plain.ts'))]).toEqual([]);
  });

  it('when the whole entry is loaded, then zod comes with it (the walk sees what it must refuse)', () => {
    expect(packagesReachedFrom(path.join(HERE, 'index.ts'))).toContain('zod');
  });
});
