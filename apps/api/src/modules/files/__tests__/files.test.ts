import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { binary, padded, PDF, PNG, uploaded } from './sample-files';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

const stored = (bytes: Buffer, filename: string) => uploaded(api, admin, bytes, filename);

const download = (url: string) => api.get(url).buffer(true).parse(binary);

describe('GET /api/files/:id', () => {
  it('when an image is fetched, then it answers its bytes with caching headers, inline', async () => {
    const photo = padded(PNG, 300 * 1024);
    const url = await stored(photo, 'tutor.png');

    const res = await download(url);

    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, photo)).toBe(0);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(photo.length));
    expect(res.headers['etag']).toBe(`"${url.split('/').pop()}-${photo.length}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('when a PDF is fetched, then it downloads as an attachment named for its real type', async () => {
    const url = await stored(PDF, 'Past paper.png');

    const res = await download(url);

    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, PDF)).toBe(0);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Past paper.pdf"');
  });

  it('when If-None-Match carries its ETag, then it answers 304 without a body', async () => {
    const url = await stored(PNG, 'a.png');
    const first = await download(url);

    const res = await api.get(url).set('If-None-Match', String(first.headers['etag']));

    expect(res.status).toBe(304);
    expect(res.text ?? '').toBe('');
  });

  it('when If-None-Match carries another ETag, then it answers 200 with the bytes', async () => {
    const url = await stored(PNG, 'a.png');

    const res = await download(url).set('If-None-Match', '"something-else"');

    expect(res.status).toBe(200);
    expect(Buffer.compare(res.body as Buffer, PNG)).toBe(0);
  });

  it('when asked with HEAD, then it answers the headers only', async () => {
    const url = await stored(PDF, 'a.pdf');

    const res = await api.head(url);

    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(PDF.length));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['etag']).toBeDefined();
  });

  it.each([
    ['an unknown id', '/api/files/65a1b2c3d4e5f60718293a4b'],
    ['a malformed id', '/api/files/not-an-id'],
    ['an id with operators', '/api/files/%7B%22%24ne%22%3A1%7D'],
  ])('when asked for %s, then it answers the 404 envelope', async (_l, url) => {
    const res = await api.get(url);

    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'NOT_FOUND');
  });

  it('when HEAD asks for an unknown id, then it answers 404', async () => {
    const res = await api.head('/api/files/65a1b2c3d4e5f60718293a4b');

    expect(res.status).toBe(404);
  });
});
