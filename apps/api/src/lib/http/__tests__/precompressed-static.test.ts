import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { precompressedFiles } from '../precompressed-static';

const SCRIPT = 'console.log("hello from the build");'.repeat(20);
const HTML = '<!doctype html><div id="root"></div>';

/** A dist folder as the web build leaves it: assets with .br/.gz beside them, one without. */
function buildDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'index-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'logo.png'), 'png bytes');
  writeFileSync(path.join(dist, 'index.html'), HTML);
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(HTML));
  return dist;
}

function distApp() {
  const dist = buildDist();
  const files = precompressedFiles(dist);
  const app = express();
  app.use(files.middleware);
  app.use('/assets', express.static(path.join(dist, 'assets')));
  app.get('/', (req, res) => files.send(req, res, '/index.html'));
  return request(app);
}

describe('precompressedFiles', () => {
  it('when the browser accepts brotli, then the .br file is sent as JavaScript', async () => {
    const res = await distApp()
      .get('/assets/index-abc.js')
      .set('Accept-Encoding', 'gzip, deflate, br');

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.text).toBe(SCRIPT); // supertest decodes it: the bytes are the real file
  });

  it('when the browser accepts only gzip, then the .gz file is sent', async () => {
    const res = await distApp().get('/assets/index-abc.js').set('Accept-Encoding', 'gzip');

    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(SCRIPT);
  });

  it('when the browser accepts no encoding, then the plain file is sent', async () => {
    const res = await distApp().get('/assets/index-abc.js').set('Accept-Encoding', 'identity');

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('when the request names no encoding at all, then the plain file is sent', async () => {
    const res = await distApp().get('/assets/index-abc.js').unset('Accept-Encoding');

    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(SCRIPT);
  });

  it('when a file has no compressed variant, then it is sent as it is', async () => {
    const res = await distApp().get('/assets/logo.png').set('Accept-Encoding', 'br');

    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('when the page itself is requested, then index.html.br is sent as HTML', async () => {
    const res = await distApp().get('/').set('Accept-Encoding', 'br');

    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toBe(HTML);
  });

  it('when a path climbs out of the build, then no variant is chosen for it', async () => {
    const res = await distApp().get('/assets/..%2f..%2fetc%2fpasswd').set('Accept-Encoding', 'br');

    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
