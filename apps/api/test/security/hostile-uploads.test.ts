import { beforeAll, describe, expect, it } from 'vitest';
import {
  dataUrl,
  HTML,
  PNG,
  storedUploadCounts,
} from '../../src/modules/files/__tests__/sample-files';
import { createUserWithToken, testClient } from '../http';
import { collectionCounts, expectRefused } from './nothing-written';

const api = testClient();
let admin: string;

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

/** The start of a Windows executable: "MZ", then the PE header where the DOS header points. */
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

const upload = (bytes: Buffer, filename: string, contentType: string, authorization = admin) =>
  api
    .post('/api/uploads')
    .set('Authorization', authorization)
    .attach('file', bytes, { filename, contentType });

describe('disguised uploads', () => {
  it.each([
    ['an .exe renamed .png', EXE, 'photo.png', 'image/png'],
    ['HTML named .jpg', HTML, 'photo.jpg', 'image/jpeg'],
    [
      'HTML after a PNG signature fragment',
      Buffer.concat([PNG.subarray(0, 4), HTML]),
      'a.png',
      'image/png',
    ],
    ['an .exe sent as a PDF', EXE, 'paper.pdf', 'application/pdf'],
  ])(
    'when %s is uploaded, then it answers 415 and stores nothing',
    async (_l, bytes, name, type) => {
      const before = await storedUploadCounts();
      const res = await upload(bytes, name, type);
      expectRefused(res, 'UNSUPPORTED_MEDIA_TYPE');
      expect(await storedUploadCounts()).toEqual(before);
    },
  );

  it('when an .exe arrives as an inline data-URL team photo, then it is refused and nothing is stored', async () => {
    const before = await collectionCounts();
    const res = await api
      .post('/api/team')
      .set('Authorization', admin)
      .send({ name: 'X', role: 'Y', avatarImage: dataUrl('image/png', EXE) });
    expectRefused(res);
    expect(await collectionCounts()).toEqual(before);
  });

  it('when no one is signed in, then an upload answers 401 and stores nothing', async () => {
    const before = await storedUploadCounts();
    const res = await api.post('/api/uploads').attach('file', PNG, 'photo.png');
    expectRefused(res, 'UNAUTHORIZED');
    expect(await storedUploadCounts()).toEqual(before);
  });
});
