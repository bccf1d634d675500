import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Logger } from '../../lib/logger';
import { uploadsBucket, type FileId } from './files.bucket';
import { openFileStream, toStoredFile, type StoredFile } from './files.service';

/** The formats a variant is made in: the best the browser accepts, else the original's. */
export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

const RESIZABLE: Readonly<Record<string, VariantFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Two resizes at a time in this process: each is CPU-bound (AVIF especially), and a burst of
 * first requests must queue rather than take every core from the requests behind them.
 */
const resizes = pLimit(2);
/** Variants being made now, by key: a second request for one waits for the first. */
const inFlight = new Map<string, Promise<StoredFile | undefined>>();
/** Stored images sharp could not read, logged once each. */
const unreadable = new Set<string>();

export const isResizable = (file: StoredFile) => file.contentType in RESIZABLE;

/** AVIF when the browser accepts it, then WebP, else the original's own format. */
export function variantFormat(file: StoredFile, accept: string | undefined): VariantFormat {
  if (/\bimage\/avif\b/i.test(accept ?? '')) return 'avif';
  if (/\bimage\/webp\b/i.test(accept ?? '')) return 'webp';
  return RESIZABLE[file.contentType] ?? 'jpeg';
}

async function storedVariant(of: FileId, width: number, format: VariantFormat) {
  const [found] = await uploadsBucket()
    .find({ 'metadata.variantOf': String(of), 'metadata.width': width, 'metadata.format': format })
    .limit(1)
    .toArray();
  return found ? toStoredFile(found) : undefined;
}

async function makeVariant(file: StoredFile, width: number, format: VariantFormat) {
  const original = await buffer(openFileStream(file.id));
  const resized = await sharp(original)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toFormat(format, { quality: format === 'avif' ? 55 : 75 })
    .toBuffer();
  const upload = uploadsBucket().openUploadStream(`${String(file.id)}-${width}.${format}`, {
    metadata: {
      contentType: `image/${format}`,
      originalName: file.filename,
      variantOf: String(file.id),
      width,
      format,
    },
  });
  await pipeline(Readable.from([resized]), upload);
  return storedVariant(file.id, width, format);
}

/**
 * The image `width` pixels wide (never wider than the original) in `format`: made with sharp
 * on the first request and kept in the file store beside the original, so every later request
 * streams it. Undefined when the stored bytes are no image sharp can read (logged once): the
 * caller then answers the original.
 */
export async function imageVariant(
  file: StoredFile,
  width: number,
  format: VariantFormat,
  log: Logger,
): Promise<StoredFile | undefined> {
  const cached = await storedVariant(file.id, width, format);
  if (cached) return cached;
  const key = `${String(file.id)}:${width}:${format}`;
  const making = inFlight.get(key) ?? resizes(() => makeVariant(file, width, format));
  inFlight.set(key, making);
  try {
    return await making;
  } catch (error) {
    if (!unreadable.has(String(file.id))) {
      unreadable.add(String(file.id));
      log.warn({ err: error, file: String(file.id) }, 'files: a stored image could not be resized');
    }
    return undefined;
  } finally {
    inFlight.delete(key);
  }
}
