import mongoose from 'mongoose';
import type { Response } from 'superagent';
import { expect } from 'vitest';
import type { testClient } from '../../../../test/http';

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** The start of a JFIF JPEG: SOI, APP0 'JFIF', EOI. */
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
/** A RIFF/WEBP container with a VP8 chunk header. */
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(14),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
/** A legacy Word file is a Compound File Binary container: its signature and header sector. */
export const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
/** An MP4 `ftyp` box with the isom brand. */
export const MP4 = Buffer.concat([
  Buffer.from('00000018', 'hex'),
  Buffer.from('ftypisom'),
  Buffer.from('00000200', 'hex'),
  Buffer.from('isommp41'),
]);
export const GIF = Buffer.from('474946383961010001000000003b', 'hex');
export const HTML = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
export const TEXT = Buffer.from('just some plain text, not a photo');

/** One stored (uncompressed) ZIP local-file entry. */
function zipEntry(name: string, data: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}

export const ZIP = zipEntry('notes.txt', Buffer.from('hello'));
export const DOCX = Buffer.concat([
  zipEntry(
    '[Content_Types].xml',
    Buffer.from(
      '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  ),
  zipEntry('word/document.xml', Buffer.from('<w:document/>')),
]);

/** `bytes` followed by zeros up to `size`: still detected by its header. */
export const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length)]);

export const dataUrl = (mime: string, bytes: Buffer) =>
  `data:${mime};base64,${bytes.toString('base64')}`;

/** supertest parser that keeps any response body as raw bytes. */
export function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** Files and chunks currently in the uploads bucket. */
export async function storedUploadCounts() {
  const db = mongoose.connection.db!;
  return {
    files: await db.collection('uploads.files').countDocuments(),
    chunks: await db.collection('uploads.chunks').countDocuments(),
  };
}

/** Uploads `bytes` as staff and returns the stored file's URL. */
export async function uploaded(
  api: ReturnType<typeof testClient>,
  authorization: string,
  bytes: Buffer,
  filename: string,
): Promise<string> {
  const res = await api
    .post('/api/uploads')
    .set('Authorization', authorization)
    .attach('file', bytes, filename);
  expect(res.status).toBe(201);
  return res.body.file.url as string;
}
