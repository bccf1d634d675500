import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../lib/processes';
import { budget, heading, kb, printTable } from '../lib/report';

const DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');
/**
 * Every public page's first JavaScript within 100 KB gzip
 * (docs/decisions/0062-budgets-hold-still.md).
 */
const LIMIT_BYTES = 100 * 1024;

/** Step 4a: JavaScript every public page loads before it can run, gzipped at level 9. */
export function benchInitialJs(): void {
  heading('Web: initial JavaScript of the public pages (gzip -9)');
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const files = staticClosure(entryFiles(html));
  const admin = adminChunks();
  const rows = files.map((file) => {
    const code = readFileSync(path.join(DIST, file));
    return { file, raw: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  printTable([
    ['file', 'raw', 'gzip -9'],
    ...rows.map((row) => [row.file, kb(row.raw), kb(row.gzip)]),
    ['total', kb(rows.reduce((sum, row) => sum + row.raw, 0)), kb(total)],
  ]);
  const adminLoaded = files.filter((file) => admin.has(file));
  budget(
    'initial JS of public pages (gzip)',
    kb(total),
    `<= ${kb(LIMIT_BYTES)}`,
    total <= LIMIT_BYTES,
  );
  budget(
    'admin chunks in the public entry',
    adminLoaded.join(', ') || 'none',
    'none',
    adminLoaded.length === 0,
  );
}

/** The entry script and the modulepreloads index.html names (paths under dist). */
function entryFiles(html: string): string[] {
  const found = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isEntry = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && url) found.add(url.replace(/^\//, ''));
  }
  if (found.size === 0) throw new Error('no entry script in apps/web/dist/index.html');
  return [...found];
}

/** Adds every chunk reached by a static import, in case a modulepreload is missing. */
function staticClosure(start: string[]): string[] {
  const seen = new Set(start);
  const queue = [...start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const code = readFileSync(path.join(DIST, file), 'utf8');
    // Static imports only: `import{a}from"./x.js"` or `import"./x.js"`, never `import("./x.js")`.
    for (const match of code.matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      const next = path.posix.join(path.posix.dirname(file), match[1] as string);
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen];
}

/** Chunks of the admin area: from Vite's manifest when built, else by file name. */
function adminChunks(): Set<string> {
  const manifestFile = path.join(DIST, '.vite', 'manifest.json');
  const admin = new Set<string>();
  if (!existsSync(manifestFile)) {
    console.log('(no dist/.vite/manifest.json: admin chunks recognised by file name only)');
    return admin;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >;
  for (const chunk of Object.values(manifest)) {
    if (/(^|\/)(routes\/admin|admin-)/.test(chunk.src ?? '') || /^assets\/admin-/.test(chunk.file))
      admin.add(chunk.file);
  }
  return admin;
}
