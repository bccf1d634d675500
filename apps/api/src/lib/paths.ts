import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest folder holding turbo.json, searched from the working
 * directory and from this file. `npm run dev` runs inside apps/api while `npm start` runs at
 * the root, and both must find the same .data and .cache folders.
 */
export function findRepoRoot(): string {
  const starts = [process.cwd(), path.dirname(fileURLToPath(import.meta.url))];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      if (existsSync(path.join(dir, 'turbo.json'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}
