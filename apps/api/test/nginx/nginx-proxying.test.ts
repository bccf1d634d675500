import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSettingsStore } from '../../src/modules/site-settings/site-settings.store';
import { CONTACT_LIMIT, expectThePolicy, hasNginx, useNginxStack } from './nginx-fixture';

/**
 * The web image's nginx in front of the API, with a fake TLS terminator in front of it
 * (docs/DEPLOYMENT.md): client addresses the API's rate limits see, files, body limits.
 */
const { stack, viaTerminator, direct, entryAsset } = useNginxStack();

describe.skipIf(!hasNginx)('nginx in front of the API', () => {
  it("when the entry page is asked for, then its head carries the institute's name (included from the API)", async () => {
    await siteSettingsStore.replace({ name: 'Harbour Lights Academy', tagline: 'By the sea.' });

    for (const [path, title] of [
      ['/', 'Home | Harbour Lights Academy'],
      ['/index.html', 'Harbour Lights Academy'],
      ['/coursesv2', 'Courses | Harbour Lights Academy'],
    ] as const) {
      const page = await viaTerminator({ path });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain(`<title>${title}</title>`);
      expect(page.body.toString()).toContain(
        '<meta property="og:site_name" content="Harbour Lights Academy">',
      );
      expect(page.body.toString()).not.toContain('<!--#');
    }
  });

  it('when a path names a file that is not there, then it is a 404, never the app', async () => {
    const missing = await viaTerminator({ path: '/resources/missing.pdf' });

    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<div id="root">');
  });

  it('when visitors come through the terminator, then each has their own rate limit, whatever they claim', async () => {
    const contact = (visitor: string, claimed?: string) =>
      viaTerminator(
        {
          method: 'POST',
          path: '/api/contact',
          headers: {
            'content-type': 'application/json',
            ...(claimed ? { 'x-forwarded-for': claimed } : {}),
          },
          body: JSON.stringify({ name: 'Asha', course: 'SAT' }),
        },
        visitor,
      );
    const first: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT; i += 1) {
      // Whatever a visitor writes into X-Forwarded-For, the terminator's entry counts.
      first.push((await contact('203.0.113.1', `192.0.2.${i}`)).status);
    }
    const second = await contact('203.0.113.2');

    expect(first).toEqual([...Array<number>(CONTACT_LIMIT).fill(201), 429]);
    expect(second.status).toBe(201);
  });

  it('when a client reaches nginx directly with its own X-Forwarded-For, then it is counted by its address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMIT; i += 1) {
      const answer = await direct({
        method: 'POST',
        path: '/api/contact',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.0.${i}`,
          'x-forwarded-proto': 'https',
        },
        body: JSON.stringify({ name: 'Mallory', course: 'SAT' }),
      });
      statuses.push(answer.status);
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    expect(statuses).toEqual([...Array<number>(CONTACT_LIMIT).fill(201), 429]);
  });

  it('when a prebuilt .gz (or .br) exists, then it is sent as it is', async () => {
    const asset = entryAsset();
    const file = path.join(stack().webRoot, asset);

    const gzip = await direct({ path: asset, headers: { 'accept-encoding': 'gzip' } });
    const brotli = await direct({ path: asset, headers: { 'accept-encoding': 'gzip, br' } });

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (stack().brotli) expect(brotli.body.equals(readFileSync(`${file}.br`))).toBe(true);
    else expect(brotli.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/.vite/manifest.json', '/.nginx/security-headers.conf'])(
    'when %s is asked for, then it is 404, not served and not the app',
    async (url) => {
      const answer = await direct({ path: url });

      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('<div id="root"');
    },
  );

  it('when a JSON body is over the limit, then nginx refuses it unread with the JSON 413', async () => {
    const answer = await direct({
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-length': 200_000 },
      headersOnly: true,
    });

    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expectThePolicy(answer, { hsts: false });
  });

  it('when an anonymous client announces a 50 MB upload and sends no body, then the 401 comes through before any of it', async () => {
    // nginx buffering the body would wait for all 50 MB before asking the API: no answer.
    const answer = await direct({
      method: 'POST',
      path: '/api/uploads',
      headers: { 'content-type': 'application/octet-stream', 'content-length': 50 * 1024 * 1024 },
      headersOnly: true,
    });

    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('when an upload is large, then only the upload route takes it, up to its limit', async () => {
    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024);
    const uploads: number[] = [];
    // Several times: the API answers before reading the body, a race nginx must not lose.
    for (let i = 0; i < 5; i += 1) {
      const upload = await direct({
        method: 'POST',
        path: '/api/uploads',
        headers: { 'content-type': 'application/octet-stream' },
        body: tenMegabytes,
      });
      uploads.push(upload.status);
    }
    const overLimit = await direct({
      method: 'POST',
      path: '/api/uploads',
      headers: { 'content-type': 'application/octet-stream', 'content-length': 60 * 1024 * 1024 },
      headersOnly: true,
    });
    const elsewhere = await direct({
      method: 'POST',
      path: '/api/coursesv2',
      headers: { 'content-type': 'application/json', 'content-length': 10 * 1024 * 1024 },
      headersOnly: true,
    });

    // Through to the API, which wants an admin first.
    expect(uploads).toEqual([401, 401, 401, 401, 401]);
    expect(overLimit.status).toBe(413);
    expect(elsewhere.status).toBe(413);
  });

  it('when a path URL is opened, then the page comes with the app, revalidated every time', async () => {
    const answer = await direct({ path: '/coursesv2' });

    const html = answer.body.toString();
    expect(answer.status).toBe(200);
    // The app's render of the page inside the app's root, for the app to hydrate.
    expect(html).toMatch(/<div id="root">[\s\S]*<h1[^>]*>Exam Preparation Courses<\/h1>/);
    expect(html).toContain(`<script type="module" crossorigin src="${entryAsset()}"`);
    expect(html).not.toContain('<!--#');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('when an unknown path is opened, then 404 with the not-found page, and the app tags are not served alone', async () => {
    const unknown = await viaTerminator({ path: '/no/such/page' });
    const tags = await viaTerminator({ path: '/app-entry.html' });

    expect(unknown.status).toBe(404);
    expect(unknown.body.toString()).toContain('<h1>Page not found</h1>');
    expect(tags.status).toBe(404);
  });

  it('when a page is asked for gzipped, then nginx zips the whole page after the include', async () => {
    const answer = await viaTerminator({
      path: '/coursesv2',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toContain(entryAsset());
  });
});
