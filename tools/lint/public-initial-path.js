import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Static imports and re-exports of a file (not `import type`, not dynamic `import()`). */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((candidate) => existsSync(candidate) && !candidate.endsWith('/'));
}

/**
 * Every source file the public pages' first JavaScript is built from: the web entry and all it
 * imports statically, followed through relative paths (a dynamic `import()` starts a lazy
 * chunk, so the walk stops there). Paths relative to `root`, for ESLint's `files`.
 */
export function publicInitialPath(root, entry) {
  const seen = new Set();
  const queue = [path.resolve(root, entry)];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1];
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveRelative(file, specifier);
      if (resolved && /\.tsx?$/.test(resolved)) queue.push(resolved);
    }
  }
  return [...seen].map((file) => path.relative(root, file)).sort();
}
