import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { close, listen, request } from './http-client';
import { hasNginx, useNginxStack } from './nginx-fixture';

/**
 * What the web image's nginx tells the API about the host, and what its access log keeps:
 * the attacks are a reset asked for with `Host: evil.example`, and a log reader using a
 * booking's private link or a tutor's calendar feed.
 */
const { stack } = useNginxStack();
const seen: IncomingHttpHeaders[] = [];
/** Stands in for the API: answers 200 and keeps the headers nginx sent it. */
const upstream = http.createServer((req, res) => {
  seen.push(req.headers);
  res.setHeader('Content-Type', 'application/json');
  res.end('{}');
});

afterAll(async () => {
  await close(upstream);
});

describe.skipIf(!hasNginx)('nginx: the configured host, and no private link in its log', () => {
  it("when a client sends Host: evil.example, then the API is told PUBLIC_ORIGIN's host, and the log keeps no booking or calendar feed token nor the address a privacy export names", async () => {
    const upstreamPort = await listen(upstream);
    const accessLog = path.join(stack().root, 'secrets-access.log');
    const nginx = await stack().launch({
      API_UPSTREAM: `127.0.0.1:${upstreamPort}`,
      PUBLIC_ORIGIN: 'https://www.harbour.example',
      ACCESS_LOG: accessLog,
    });
    const token = 'Zq3xPrivateBookingToken0123456789abcdefghij';
    const feedToken = 'Kd8wPrivateCalendarFeed0123456789abcdefghij';

    const reset = await request(nginx.port, {
      method: 'POST',
      path: '/api/auth/forgot-password',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'content-type': 'application/json',
      },
      body: '{"email":"owner@harbour.example"}',
    });
    const exported = await request(nginx.port, {
      path: '/api/privacy/export?email=ann.private%40example.com',
    });
    const manage = await request(nginx.port, { path: `/api/bookings/manage/${token}?x=1` });
    const feed = await request(nginx.port, { path: `/api/calendar/${feedToken}.ics` });
    const truncatedFeed = await request(nginx.port, { path: `/api/calendar/${feedToken}?x=1` });

    expect([
      reset.status,
      exported.status,
      manage.status,
      feed.status,
      truncatedFeed.status,
    ]).toEqual([200, 200, 200, 200, 200]);
    // Every request nginx passed on (its start-up check of the entry page's head included).
    const hosts = seen.map((headers) => [headers.host, headers['x-forwarded-host']]);
    expect(hosts.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hosts.flat())).toEqual(new Set(['www.harbour.example']));
    // nginx writes a request's line when it has answered: wait for it rather than guess.
    await vi.waitFor(() => expect(readFileSync(accessLog, 'utf8')).toContain('[hidden]?x=1 '), {
      timeout: 10_000,
      interval: 25,
    });
    const log = readFileSync(accessLog, 'utf8');
    expect(log).toContain('GET /api/bookings/manage/[hidden]?x=1 HTTP/1.1');
    expect(log).toContain('GET /api/calendar/[hidden].ics HTTP/1.1');
    expect(log).toContain('GET /api/calendar/[hidden]?x=1 HTTP/1.1');
    expect(log).toContain('GET /api/privacy/export?[hidden] HTTP/1.1');
    expect(log).not.toContain('ann.private');
    expect(log).not.toContain(token);
    expect(log).not.toContain(feedToken.slice(0, 12));
  });
});
