import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_VARIABLES } from '../env';

/**
 * Every environment variable any code of the repository reads (apps/, scripts/, deploy/:
 * process.env, import.meta.env, shell ${…}) is either the site's configuration, listed in
 * .env.example and documented, or set by docker-compose.yml itself, or a development or
 * image tool's, named in docs/API.md section 2 ("Elsewhere"). Nothing is read unexplained.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const read = (relative: string) => readFileSync(path.join(ROOT, relative), 'utf8');
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  '.turbo',
  '.cache',
  '.data',
  'output',
]);

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(relative);
    return /\.(ts|tsx|mjs|js|sh)$/.test(entry.name) ? [relative] : [];
  });
}

const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  /import\.meta\.env\.([A-Z][A-Z0-9_]*)/g,
];
const SHELL_READS = /\$\{([A-Z][A-Z0-9_]*)/g;

/** Each variable read, with the files that read it: config/env.ts reads its schema's keys. */
function variablesRead(): Map<string, string[]> {
  const schema = read('apps/api/src/config/env.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]*): z\./gm);
  const found = new Map([...schema].map((m) => [m[1]!, ['apps/api/src/config/env.ts']]));
  for (const file of ['apps', 'scripts', 'deploy'].flatMap(filesUnder)) {
    const text = read(file);
    const patterns = file.endsWith('.sh') ? [SHELL_READS] : READS;
    for (const name of patterns.flatMap((pattern) => [...text.matchAll(pattern)])) {
      found.set(name[1]!, [...(found.get(name[1]!) ?? []), file]);
    }
  }
  return found;
}

const namesIn = (text: string) => [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
const example = namesIn(read('.env.example'));
const compose = read('docker-compose.yml');
const setByCompose = [...compose.matchAll(/^ {6}([A-Z][A-Z0-9_]*): /gm)].map((m) => m[1]!);
const api = read('docs/API.md');
const configuration = api.slice(api.indexOf('## 2. Configuration'), api.indexOf('## 3. '));
const elsewhere = configuration.slice(configuration.indexOf('Elsewhere:'));
const deployment = read('docs/DEPLOYMENT.md');
/** The operating system's and CI's own, not the project's. */
const SYSTEM = ['PATH', 'HOME', 'CI'];

describe('every environment variable the code reads', () => {
  const reads = variablesRead();

  it('when the code reads a variable, then .env.example lists it, compose sets it, or docs/API.md names it as a tool’s', () => {
    expect(reads.size).toBeGreaterThan(20);
    const unexplained = [...reads.keys()].filter(
      (name) =>
        !SYSTEM.includes(name) &&
        !example.includes(name) &&
        !setByCompose.includes(name) &&
        !elsewhere.includes(`\`${name}\``),
    );
    expect(unexplained.map((name) => `${name} (${reads.get(name)!.join(', ')})`)).toEqual([]);
  });

  it('when .env.example lists a variable, then some code or docker-compose.yml reads it', () => {
    const used = (name: string) => reads.has(name) || compose.includes(`\${${name}`);
    // Compose reads COMPOSE_PROFILES itself, from .env.
    expect(example.filter((name) => name !== 'COMPOSE_PROFILES' && !used(name))).toEqual([]);
  });

  it('when .env.example lists a variable, then docs/API.md section 2 or docs/DEPLOYMENT.md documents it', () => {
    const documented = (name: string) =>
      configuration.includes(`\`${name}\``) || deployment.includes(`\`${name}\``);
    expect(example.filter((name) => !documented(name))).toEqual([]);
  });

  it('when docker-compose.yml takes a variable from .env, then .env.example lists it', () => {
    const taken = [...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!);
    expect([...new Set(taken)].filter((name) => !example.includes(name))).toEqual([]);
  });

  it('when a secret may be given as NAME_FILE, then docs/API.md section 2 names that form', () => {
    expect(SECRET_VARIABLES.filter((name) => !configuration.includes(`\`${name}_FILE\``))).toEqual(
      [],
    );
  });
});
