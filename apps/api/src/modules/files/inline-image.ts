import { AppError } from '../../lib/errors';
import { deleteFile, saveFile } from './files.service';

const DATA_URL_PREFIX = /^data:([^,]*),/i;
const BASE64_IMAGE_HEADER = /^image\/[a-z0-9.+-]+(;[a-z0-9-]+=[^;,]*)*;base64$/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** True for any `data:` URL: the server stores those as files instead of keeping them inline. */
export const isDataUrl = (value: string) => /^\s*data:/i.test(value);

/**
 * Decodes a `data:image/...;base64,` URL, checks from the bytes that it is a JPEG, PNG or WebP
 * of at most 2 MB (the declared type is ignored), stores it and returns its `/api/files/<id>`.
 * Malformed data URLs are 400; other content types 415; too large 413.
 */
export async function storeInlineImage(dataUrl: string, uploadedBy?: string): Promise<string> {
  const value = dataUrl.trim();
  const header = DATA_URL_PREFIX.exec(value);
  const body = header ? value.slice(header[0].length) : '';
  if (!header || !BASE64_IMAGE_HEADER.test(header[1] ?? '') || !BASE64_BODY.test(body)) {
    throw new AppError('BAD_REQUEST', 'The image is not a valid base64 image data URL.');
  }
  const buffer = Buffer.from(body, 'base64');
  const extension = /^image\/([a-z0-9]+)/i.exec(header[1] ?? '')?.[1] ?? 'img';
  const saved = await saveFile({
    buffer,
    filename: `inline-image.${extension}`,
    uploadedBy,
    kinds: ['image'],
  });
  return saved.url;
}

/** Deletes files stored for a write that then failed, so a rejected write stores nothing. */
export async function discardStoredFiles(urls: readonly string[]): Promise<void> {
  await Promise.all(urls.map((url) => deleteFile(url.replace(/^\/api\/files\//, ''))));
}
