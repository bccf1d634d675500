import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Docker writes its own iptables rules, so a port published on 0.0.0.0 is open to the world
 * whatever the host's firewall says (docs/DEPLOYMENT.md, walk-through step 2). Every port the
 * compose stack publishes is therefore on loopback unless the operator chooses otherwise.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const compose = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

/** The host address of each `ports:` entry, with the `${VAR:-default}` default in place. */
function publishedAddresses(): string[] {
  const entries = [...compose.matchAll(/^\s+- '([^']+:\d+)'$/gm)].map((match) => match[1]!);
  return entries.map((entry) => {
    const host = entry.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1');
    return host.split(':').length === 3 ? host.split(':')[0]! : '0.0.0.0';
  });
}

describe('the ports the compose stack publishes', () => {
  it('when .env leaves WEB_BIND unset, then every published port is on loopback', () => {
    const addresses = publishedAddresses();
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(addresses.filter((address) => address !== '127.0.0.1')).toEqual([]);
  });

  it('when .env is copied from .env.example, then the site is published on loopback', () => {
    expect(example).toMatch(/^WEB_BIND=127\.0\.0\.1$/m);
  });
});
