import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every variable an operator can set is in .env.example, named in README.md's configuration
 * section, and read by config/env.ts (the API's only reader of the environment) or, in the
 * compose-only part of .env.example, by docker-compose.yml; and the other way round.
 */
const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8');
const ROOT = '../../../../../';

const example = read(`${ROOT}.env.example`);
const [apiPart = '', composePart = ''] = example.split('# ---- docker compose only');
const namesIn = (text: string) => [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

const readByEnv = [...read('../env.ts').matchAll(/^ {4}([A-Z][A-Z0-9_]*): z\./gm)].map(
  (match) => match[1],
);
const readme = read(`${ROOT}README.md`);
const readmeConfiguration = readme.slice(
  readme.indexOf('## Configuration'),
  readme.indexOf('## Deploy with Docker Compose'),
);
const compose = read(`${ROOT}docker-compose.yml`);

describe('the configuration as documented', () => {
  it('when .env.example lists a variable for the API, then config/env.ts reads it', () => {
    expect(namesIn(apiPart).filter((name) => !readByEnv.includes(name))).toEqual([]);
  });

  it('when config/env.ts reads a variable, then .env.example lists it', () => {
    // NODE_ENV is the platform's own switch: the API image and compose set it themselves.
    const settable = readByEnv.filter((name) => name !== 'NODE_ENV');
    expect(settable.length).toBeGreaterThan(10);
    expect(settable.filter((name) => !namesIn(example).includes(name))).toEqual([]);
  });

  it('when config/env.ts reads a variable, then README.md names it in its configuration', () => {
    // NODE_ENV is the platform's own switch, explained where production is.
    const documented = readByEnv.filter((name) => name !== 'NODE_ENV');
    expect(documented.filter((name) => !readmeConfiguration.includes(name!))).toEqual([]);
  });

  it('when .env.example lists a compose-only variable, then docker-compose.yml uses it', () => {
    // Compose reads COMPOSE_PROFILES itself, from .env, rather than through a ${...}.
    const names = namesIn(composePart).filter((name) => name !== 'COMPOSE_PROFILES');
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !compose.includes(`\${${name}`))).toEqual([]);
  });
});
