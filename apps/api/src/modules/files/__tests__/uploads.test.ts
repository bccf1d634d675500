import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, expectEnvelope, testClient } from '../../../../test/http';
import {
  DOC,
  DOCX,
  GIF,
  HTML,
  JPEG,
  MP4,
  padded,
  PDF,
  PNG,
  storedUploadCounts,
  TEXT,
  WEBP,
  ZIP,
} from './sample-files';

const api = testClient();
const MB = 1024 * 1024;
let admin: string;
let adminId: string;

beforeAll(async () => {
  const created = await createUserWithToken('admin');
  admin = created.authorization;
  adminId = String(created.user._id);
});

const upload = (bytes: Buffer, filename: string, contentType = 'application/octet-stream') =>
  api
    .post('/api/uploads')
    .set('Authorization', admin)
    .attach('file', bytes, { filename, contentType });

describe('POST /api/uploads', () => {
  it.each([
    ['a PNG', PNG, 'photo.png', 'image/png'],
    ['a JPEG', JPEG, 'photo.jpg', 'image/jpeg'],
    ['a WebP', WEBP, 'photo.webp', 'image/webp'],
    ['a PDF', PDF, 'syllabus.pdf', 'application/pdf'],
    ['a DOC', DOC, 'worksheet.doc', 'application/msword'],
    [
      'a DOCX',
      DOCX,
      'worksheet.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['a ZIP', ZIP, 'bundle.zip', 'application/zip'],
    ['an MP4', MP4, 'lesson.mp4', 'video/mp4'],
  ])(
    'when an admin uploads %s, then it answers 201 with the file',
    async (_l, bytes, name, type) => {
      const res = await upload(bytes, name);

      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        file: {
          id: expect.stringMatching(/^[a-f0-9]{24}$/),
          url: expect.any(String),
          contentType: type,
          size: bytes.length,
        },
      });
      expect(res.body.file.url).toBe(`/api/files/${res.body.file.id}`);
    },
  );

  it('when a file is stored, then its metadata keeps the type, the original name and the uploader', async () => {
    const res = await upload(PDF, 'Past paper 2024.pdf');

    const stored = await mongoose.connection
      .db!.collection('uploads.files')
      .findOne({ _id: new mongoose.Types.ObjectId(String(res.body.file.id)) });
    expect(stored?.metadata).toEqual({
      contentType: 'application/pdf',
      originalName: 'Past paper 2024.pdf',
      uploadedBy: adminId,
    });
    expect(stored?.filename).toBe('Past paper 2024.pdf');
  });

  it('when PDF bytes are named .png and sent as image/png, then the bytes decide: a PDF', async () => {
    const res = await upload(PDF, 'photo.png', 'image/png');

    expect(res.status).toBe(201);
    expect(res.body.file.contentType).toBe('application/pdf');
  });

  it.each([
    ['HTML named .png', HTML, 'photo.png', 'image/png'],
    ['a text file named .jpg', TEXT, 'photo.jpg', 'image/jpeg'],
    ['a GIF', GIF, 'anim.gif', 'image/gif'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'logo.svg',
      'image/svg+xml',
    ],
  ])(
    'when %s is uploaded, then it answers 415 and stores nothing',
    async (_l, bytes, name, type) => {
      const before = await storedUploadCounts();

      const res = await upload(bytes, name, type);

      expect(res.status).toBe(415);
      expectEnvelope(res.body, 'UNSUPPORTED_MEDIA_TYPE');
      expect(await storedUploadCounts()).toEqual(before);
    },
  );

  it.each([
    ['an image over 2 MB', PNG, 2 * MB + 1, 'big.png'],
    ['a PDF over 20 MB', PDF, 20 * MB + 1, 'big.pdf'],
    ['a ZIP over the 50 MB upload limit', ZIP, 50 * MB + 1, 'big.zip'],
  ])(
    'when %s is uploaded, then it answers 413 and stores nothing',
    async (_l, head, size, name) => {
      const before = await storedUploadCounts();

      const res = await upload(padded(head, size), name);

      expect(res.status).toBe(413);
      expectEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
      expect(await storedUploadCounts()).toEqual(before);
    },
  );

  it('when an image is exactly 2 MB, then it is accepted', async () => {
    const res = await upload(padded(PNG, 2 * MB), 'limit.png');

    expect(res.status).toBe(201);
    expect(res.body.file.size).toBe(2 * MB);
  });

  it('when the form has no file, then it answers 400', async () => {
    const res = await api.post('/api/uploads').set('Authorization', admin).field('title', 'x');

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'BAD_REQUEST');
  });

  it('when the body is JSON instead of a form, then it answers 400', async () => {
    const res = await api.post('/api/uploads').set('Authorization', admin).send({ file: 'x' });

    expect(res.status).toBe(400);
  });

  it('when the file is empty, then it answers 400', async () => {
    const res = await upload(Buffer.alloc(0), 'empty.pdf');

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'BAD_REQUEST');
  });

  it.each([
    [
      'the file is in another field',
      (r: ReturnType<typeof api.post>) => r.attach('upload', PNG, 'a.png'),
    ],
    [
      'two files are sent',
      (r: ReturnType<typeof api.post>) =>
        r.attach('file', PNG, 'a.png').attach('file', PNG, 'b.png'),
    ],
  ])('when %s, then it answers 400 and stores nothing', async (_l, build) => {
    const before = await storedUploadCounts();

    const res = await build(api.post('/api/uploads').set('Authorization', admin));

    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'BAD_REQUEST');
    expect(await storedUploadCounts()).toEqual(before);
  });

  it('when nobody is signed in, then it answers 401', async () => {
    const res = await api.post('/api/uploads').attach('file', PNG, 'a.png');

    expect(res.status).toBe(401);
    expectEnvelope(res.body, 'UNAUTHORIZED');
  });

  it('when a non-admin uploads, then it answers 403', async () => {
    const { authorization } = await createUserWithToken('user');

    const res = await api
      .post('/api/uploads')
      .set('Authorization', authorization)
      .attach('file', PNG, 'a.png');

    expect(res.status).toBe(403);
    expectEnvelope(res.body, 'FORBIDDEN');
  });
});
