import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { uploadsBucket } from '../files.bucket';
import { deleteFile } from '../files.service';
import { binary, JPEG, PDF, uploaded } from './sample-files';

const api = testClient();
let admin: string;
let photoUrl: string;

/** A real 1600×900 photo-like JPEG: big enough that every smaller width is a real resize. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g"><stop offset="0" stop-color="#0b5"/><stop offset="1" stop-color="#f80"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="800" cy="450" r="300" fill="#fff" fill-opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const stored = (bytes: Buffer, filename: string) => uploaded(api, admin, bytes, filename);

const fetchImage = (url: string, accept?: string) => {
  const request = api.get(url).buffer(true).parse(binary);
  return accept ? request.set('Accept', accept) : request;
};
const variantCount = async (url: string) =>
  (
    await uploadsBucket()
      .find({ 'metadata.variantOf': url.split('/').pop() })
      .toArray()
  ).length;

beforeAll(async () => {
  admin = (await createUserWithToken('editor')).authorization;
  photoUrl = await stored(await photo(), 'classroom.jpg');
});

describe('GET /api/files/:id?w=: images in the size they are shown', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'avif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('when the browser accepts %s, then it gets %s 320 px wide', async (accept, type, format) => {
    const res = await fetchImage(`${photoUrl}?w=320`, accept);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['vary']).toMatch(/\bAccept\b/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.body as Buffer).metadata();
    expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width, meta.height]).toEqual([
      format,
      320,
      180,
    ]);
  });

  it('when a width is asked for again, then the stored copy answers and no second one is made', async () => {
    const first = await fetchImage(`${photoUrl}?w=480`, 'image/webp');
    const made = await variantCount(photoUrl);

    const again = await fetchImage(`${photoUrl}?w=480`, 'image/webp');

    expect(await variantCount(photoUrl)).toBe(made);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
  });

  it('when ten requests for a new width arrive at once, then one copy is made and all get it', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => fetchImage(`${photoUrl}?w=640`, 'image/webp')),
    );

    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    const stored640 = await uploadsBucket()
      .find({ 'metadata.width': 640, 'metadata.format': 'webp' })
      .toArray();
    expect(stored640).toHaveLength(1);
  });

  it('when the width is larger than the photo, then the photo keeps its own size', async () => {
    const res = await fetchImage(`${photoUrl}?w=1920`, 'image/webp');
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(1600);
  });

  it('when the file is removed, then the copies made of it go with it', async () => {
    const url = await stored(await photo(), 'gone.jpg');
    await fetchImage(`${url}?w=160`, 'image/webp');
    expect(await variantCount(url)).toBe(1);

    await deleteFile(url.split('/').pop()!);

    expect(await variantCount(url)).toBe(0);
  });

  it.each(['333', '0', '-160', '160px', '99999'])(
    'when w=%s is not one of the widths, then 400 naming them',
    async (w) => {
      const res = await api.get(`${photoUrl}?w=${w}`);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([
        { path: 'w', message: 'Width must be one of 160, 320, 480, 640, 960, 1280, 1920.' },
      ]);
    },
  );

  it('when the file is no image, then a width is 400', async () => {
    const url = await stored(PDF, 'notes.pdf');
    const res = await api.get(`${url}?w=320`);
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'BAD_REQUEST');
  });

  it('when the stored image is corrupt, then the original answers (never a 500) and it stays usable', async () => {
    // A JPEG's first bytes with nothing after: accepted as a JPEG, unreadable as a picture.
    const url = await stored(JPEG, 'broken.jpg');

    const res = await fetchImage(`${url}?w=320`, 'image/webp');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(res.body as Buffer, JPEG)).toBe(0);
    expect((await fetchImage(`${url}?w=320`, 'image/webp')).status).toBe(200);
  });
});
