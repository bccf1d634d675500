import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS } from '@tutoring/shared';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { GENEROUS_LIMITS, TEST_JWT_SECRET, wrongLogin } from '../http';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><script type="module" src="/assets/app.js"></script>',
);
writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');

const api = supertest(
  createApp({
    jwtSecret: TEST_JWT_SECRET,
    webDistDir: distDir,
    corsOrigins: ['https://partner.example'],
    rateLimits: { ...GENEROUS_LIMITS, login: { limit: 0, windowMs: 60_000 } },
  }),
);

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function directives(csp: string): Record<string, string> {
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

function expectStrictHeaders(headers: Record<string, string>): void {
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp['default-src']).toBe("'self'");
  expect(csp['script-src']).toBe("'self'");
  expect(csp['object-src']).toBe("'none'");
  expect(csp['base-uri']).toBe("'none'");
  expect(csp['frame-ancestors']).toBe("'none'");
  // The three video players are allowed for frames only: nowhere else.
  expect(csp['frame-src']).toBe(
    'https://www.youtube-nocookie.com https://player.vimeo.com https://drive.google.com',
  );
  for (const [name, value] of Object.entries(csp))
    if (name !== 'frame-src') expect(value).not.toMatch(/youtube|vimeo/);
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Exactly the one policy nginx is configured from (packages/shared/src/security-headers.ts).
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()]).toBe(value);
}

describe('security headers on every kind of answer', () => {
  it.each([
    ['the SPA page', '/', 200],
    ['a SPA deep link', '/courses', 200],
    ['a script asset', '/assets/app.js', 200],
    ['an API answer', '/api/health', 200],
    ['the API docs page', '/api/docs', 200],
    ['an unknown API route', '/api/nothing-here', 404],
  ])('when %s is served, then it carries the strict headers', async (_label, url, status) => {
    const res = await api.get(url);
    expect(res.status).toBe(status);
    expectStrictHeaders(res.headers as Record<string, string>);
  });

  it('when an error answer is sent (429, 413), then it carries them too', async () => {
    const limited = await api.post('/api/auth/login').send({});
    expect(limited.status).toBe(429);
    expectStrictHeaders(limited.headers as Record<string, string>);
    const tooLarge = await api.post('/api/contact').send({ message: 'x'.repeat(200_000) });
    expect(tooLarge.status).toBe(413);
    expectStrictHeaders(tooLarge.headers as Record<string, string>);
  });

  it('when the SPA page is served, then it contains no inline script for the CSP to allow', async () => {
    const res = await api.get('/');
    expect(res.text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('HSTS', () => {
  const hstsOf = async (client: supertest.Agent, proto?: string) => {
    const req = client.get('/api/health');
    const res = await (proto ? req.set('X-Forwarded-Proto', proto) : req);
    return res.headers['strict-transport-security'] as string | undefined;
  };
  const appWith = (config: { trustProxy?: string[]; publicOrigin?: string }) =>
    supertest.agent(createApp({ jwtSecret: TEST_JWT_SECRET, ...config }));

  it('when a client the API does not trust says https, then no HSTS is sent', async () => {
    expect(await hstsOf(appWith({}), 'https')).toBeUndefined();
  });

  it('when a trusted proxy says the request came over TLS, then HSTS is sent, else not', async () => {
    const trusting = appWith({ trustProxy: ['loopback'] });
    expect(await hstsOf(trusting, 'https')).toMatch(/max-age=31536000/);
    expect(await hstsOf(trusting)).toBeUndefined();
  });

  it('when PUBLIC_ORIGIN is https, then every answer carries HSTS; when it is http, none does', async () => {
    expect(await hstsOf(appWith({ publicOrigin: 'https://www.example.edu' }))).toMatch(
      /max-age=31536000; includeSubDomains/,
    );
    const plain = appWith({ publicOrigin: 'http://intranet.example', trustProxy: ['loopback'] });
    expect(await hstsOf(plain, 'https')).toBeUndefined();
  });
});

describe('client addresses for the rate limits', () => {
  const limitedApp = (trustProxy?: string[]) =>
    supertest(
      createApp({
        jwtSecret: TEST_JWT_SECRET,
        trustProxy,
        rateLimits: { ...GENEROUS_LIMITS, login: { limit: 2, windowMs: 60_000 } },
      }),
    );
  const attempt = (client: ReturnType<typeof limitedApp>, forwardedFor: string) =>
    client.post('/api/auth/login').set('X-Forwarded-For', forwardedFor).send(wrongLogin());

  it('when the API trusts no proxy (the default), then X-Forwarded-For from a client changes nothing', async () => {
    const direct = limitedApp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt(direct, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('when the proxy is trusted, then entries a client prepended are ignored: the address it appended counts', async () => {
    const behindProxy = limitedApp(['loopback']);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      // What the trusted proxy appended (the real client) is the last entry; the rest is the client's.
      statuses.push((await attempt(behindProxy, `198.51.100.${i}, 203.0.113.7`)).status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('when two visitors come through the trusted proxy, then each has a bucket of their own', async () => {
    const behindProxy = limitedApp(['loopback']);
    for (let i = 0; i < 2; i += 1) await attempt(behindProxy, '203.0.113.1');
    expect((await attempt(behindProxy, '203.0.113.1')).status).toBe(429);
    expect((await attempt(behindProxy, '203.0.113.2')).status).toBe(401);
  });
});

describe('CORS allowlist from CORS_ORIGIN', () => {
  it('when a listed origin asks, then it is allowed', async () => {
    const res = await api.get('/api/health').set('Origin', 'https://partner.example');
    expect(res.headers['access-control-allow-origin']).toBe('https://partner.example');
  });

  it('when an unlisted origin asks, then no CORS header lets it read the answer', async () => {
    const res = await api
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
