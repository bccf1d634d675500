import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import { toFileId, uploadedFiles, uploadsBucket } from '../files.bucket';
import { binary, uploaded } from './sample-files';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b5' } })
    .jpeg()
    .toBuffer();
const idOf = (url: string) => url.split('/').pop()!;
const resized = (url: string, width: number) =>
  api.get(`${url}?w=${width}`).set('Accept', 'image/webp').buffer(true).parse(binary);
const variantsOf = (id: string) => uploadedFiles().find({ 'metadata.variantOf': id }).toArray();
const storedCount = () => uploadedFiles().countDocuments();

/** A resized copy stored straight in the bucket, as copies of copies were made before. */
async function storedCopyOf(id: string): Promise<string> {
  const upload = uploadsBucket().openUploadStream(`${id}-160.webp`, {
    metadata: { contentType: 'image/webp', originalName: 'x.jpg', variantOf: id, width: 160 },
  });
  await pipeline(Readable.from([await photo()]), upload);
  return String(upload.id);
}

describe('the variant chain: resized copies of resized copies', () => {
  it('when an image is resized, then its answer names neither the copy nor its id', async () => {
    const url = await uploaded(api, admin, await photo(), 'hall.jpg');

    const res = await resized(url, 320);

    const [variant] = await variantsOf(idOf(url));
    expect(res.status).toBe(200);
    expect(variant).toBeDefined();
    expect(JSON.stringify(res.headers)).not.toContain(String(variant!._id));
  });

  it("when a copy's id is asked for with ?w=, then 400 and no new file is stored", async () => {
    const url = await uploaded(api, admin, await photo(), 'stairs.jpg');
    await resized(url, 480);
    const [variant] = await variantsOf(idOf(url));
    const before = await storedCount();

    const res = await resized(`/api/files/${String(variant!._id)}`, 320);

    expect(res.status).toBe(400);
    expectEnvelope(JSON.parse(String(res.body)), 'BAD_REQUEST');
    expect(await storedCount()).toBe(before);
  });

  it('when the media library deletes an original, then every copy made of it goes too', async () => {
    const url = await uploaded(api, admin, await photo(), 'garden.jpg');
    for (const width of [160, 320, 640]) expect((await resized(url, width)).status).toBe(200);
    expect(await variantsOf(idOf(url))).toHaveLength(3);

    const res = await api.delete(`/api/files/${idOf(url)}`).set('Authorization', admin);

    expect(res.status).toBe(204);
    expect(await variantsOf(idOf(url))).toHaveLength(0);
  });

  it('when copies of copies were stored earlier, then the next sweep removes the chain', async () => {
    const url = await uploaded(api, admin, await photo(), 'roof.jpg');
    await resized(url, 320);
    const [variant] = await variantsOf(idOf(url));
    const second = await storedCopyOf(String(variant!._id));
    const third = await storedCopyOf(second);
    const orphan = await storedCopyOf('0123456789abcdef01234567');

    // The media library's list runs the retention job before it answers.
    expect((await api.get('/api/files').set('Authorization', admin)).status).toBe(200);

    const left = await uploadedFiles()
      .find({ _id: { $in: [second, third, orphan].map((id) => toFileId(id)!) } })
      .toArray();
    expect(left).toHaveLength(0);
    expect(await variantsOf(idOf(url))).toHaveLength(1);
  });
});
