import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';

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
  // The video host is allowed for frames only: nowhere else.
  expect(csp['frame-src']).toBe('https://www.youtube-nocookie.com');
  for (const [name, value] of Object.entries(csp))
    if (name !== 'frame-src') expect(value).not.toContain('youtube');
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
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

  it('when the trusted proxy says the request came over TLS, then HSTS is sent, else not', async () => {
    const tls = await api.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(tls.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const plain = await api.get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('trust proxy is exactly one hop', () => {
  it('when a client prepends made-up addresses to X-Forwarded-For, then the limit still counts it once', async () => {
    const limited = supertest(
      createApp({
        jwtSecret: TEST_JWT_SECRET,
        rateLimits: { ...GENEROUS_LIMITS, login: { limit: 2, windowMs: 60_000 } },
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await limited
        .post('/api/auth/login')
        // What the one proxy appended (the real client) is the last entry; the rest is the client's.
        .set('X-Forwarded-For', `198.51.100.${i}, 203.0.113.7`)
        .send({ email: 'nobody@example.com', password: 'wrong password' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
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
