import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '@tutoring/shared';
import { afterAll, beforeAll, expect } from 'vitest';
import { GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';
import { APP_RENDER_SOURCE } from '../site-pages/site-pages-fixture';
import {
  DIRECT_CLIENT_ADDRESS,
  request,
  TERMINATOR_ADDRESS,
  type Answer,
  type RequestOptions,
} from './http-client';
import { NGINX_BIN, startNginxStack, type NginxStack } from './nginx-stack';

/**
 * CI installs Debian's nginx (.ci/run) and must run these tests; elsewhere they are skipped,
 * with a note, when it is missing.
 */
export const hasNginx = existsSync(NGINX_BIN);
if (!hasNginx && process.env.CI) throw new Error(`${NGINX_BIN} is missing: CI must install nginx`);
if (!hasNginx)
  console.warn(`[nginx] skipped: ${NGINX_BIN} is not installed (apt-get install nginx)`);

/** Contact messages per visitor in the API behind nginx: low, so a test can use them up. */
export const CONTACT_LIMIT = 2;

export interface NginxFixture {
  stack(): NginxStack;
  /** Through the fake TLS terminator (which says https), as a visitor at `visitor`. */
  viaTerminator(options: RequestOptions, visitor?: string): Promise<Answer>;
  /** Straight to nginx from an address nobody trusts, over plain http. */
  direct(options: RequestOptions): Promise<Answer>;
  /** The entry script the built index.html loads: a real fingerprinted asset. */
  entryAsset(): string;
}

/** The API behind the web image's nginx behind a fake terminator, for one test file. */
export function useNginxStack(): NginxFixture {
  let stack: NginxStack | undefined;
  beforeAll(async () => {
    if (!hasNginx) return;
    stack = await startNginxStack({
      jwtSecret: TEST_JWT_SECRET,
      // The public pages rendered by the app's screens, as the API's image is to carry them
      // (docs/decisions/0100-one-view-server-rendering.md).
      appRenderModule: APP_RENDER_SOURCE,
      responseCache: false,
      rateLimits: { ...GENEROUS_LIMITS, contact: { limit: CONTACT_LIMIT, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });
  const running = () => stack!;
  return {
    stack: running,
    viaTerminator: (options, visitor = '198.51.100.10') =>
      request(running().terminatorPort, {
        ...options,
        headers: { ...options.headers, 'x-test-visitor': visitor },
        localAddress: TERMINATOR_ADDRESS,
      }),
    direct: (options) =>
      request(running().nginxPort, { ...options, localAddress: DIRECT_CLIENT_ADDRESS }),
    entryAsset: () => {
      const index = readFileSync(path.join(running().webRoot, 'index.html'), 'utf8');
      return /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(index)![1]!;
    },
  };
}

/** Every header of the shared policy with its value, HSTS as expected, each sent once. */
export function expectThePolicy(answer: Answer, { hsts }: { hsts: boolean }): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(answer.headers[name.toLowerCase()], name).toBe(value);
  }
  expect(answer.headers['strict-transport-security']).toBe(
    hsts ? STRICT_TRANSPORT_SECURITY : undefined,
  );
  // Once each: nginx adds none to what the API already answered.
  const names = answer.headerNames.map((name) => name.toLowerCase());
  for (const name of [...Object.keys(SECURITY_HEADERS), 'Strict-Transport-Security']) {
    expect(names.filter((sent) => sent === name.toLowerCase()).length).toBeLessThanOrEqual(1);
  }
}
