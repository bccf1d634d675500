import { describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';

const api = testClient();

describe('security headers', () => {
  it('when an API answer is sent, then it carries a strict CSP and no x-powered-by', async () => {
    const res = await api.get('/api/health');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('when the request came over plain http, then no HSTS header is sent', async () => {
    const res = await api.get('/api/health');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('when a client that is no trusted proxy claims TLS, then no HSTS is sent', async () => {
    const res = await api.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('when a trusted proxy says the request came over TLS, then HSTS is sent', async () => {
    const behindProxy = testClient({ trustProxy: ['loopback'] });
    const res = await behindProxy.get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
