import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createUserWithToken, GENEROUS_LIMITS, TEST_JWT_SECRET } from '../http';
import { close, listen, request } from '../nginx/http-client';

/**
 * The anonymous 50 MB upload: a client announces a huge body and sends it slowly. The API
 * must refuse it from the headers alone, before a byte of the body arrives (what it then
 * reads of the body it discards, never buffers).
 */
const FIFTY_MB = 50 * 1024 * 1024;
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = http.createServer(
    createApp({ jwtSecret: TEST_JWT_SECRET, rateLimits: GENEROUS_LIMITS }),
  );
  port = await listen(server);
});
afterAll(async () => {
  await close(server);
});

const announcedUpload = (headers: Record<string, string> = {}) =>
  request(port, {
    method: 'POST',
    path: '/api/uploads',
    headers: {
      'content-type': 'multipart/form-data; boundary=----x',
      'content-length': String(FIFTY_MB),
      ...headers,
    },
    headersOnly: true,
  });

describe('an upload refused from its headers', () => {
  it('when an anonymous client announces a 50 MB upload and sends no body, then 401 comes at once', async () => {
    const answer = await announcedUpload();

    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('when a signed-in parent (no staff) announces one, then 403 comes at once', async () => {
    const { authorization } = await createUserWithToken('user');

    const answer = await announcedUpload({ authorization });

    expect(answer.status).toBe(403);
  });
});
