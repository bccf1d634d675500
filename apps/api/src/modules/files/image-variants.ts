import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { Logger } from '../../lib/logger';
import { toFileId, uploadedFiles, uploadsBucket, type FileId } from './files.bucket';
import { deleteQuietly, openFileStream, toStoredFile, type StoredFile } from './files.service';

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

/** Only an original is resized: a copy of a copy would let anyone store new files without end. */
export const isResizable = (file: StoredFile) => !file.variantOf && file.contentType in RESIZABLE;

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

/** The variants whose original is gone or is itself a variant (made before copies of copies were refused). */
async function orphanedVariants(): Promise<FileId[]> {
  const variants = await uploadedFiles()
    .find({ 'metadata.variantOf': { $exists: true } }, { projection: { 'metadata.variantOf': 1 } })
    .toArray();
  const originalIds = [...new Set(variants.map((file) => String(file.metadata?.variantOf)))];
  const ids = originalIds.map(toFileId).filter((id): id is FileId => id !== undefined);
  const originals = await uploadedFiles()
    .find(
      { _id: { $in: ids }, 'metadata.variantOf': { $exists: false } },
      { projection: { _id: 1 } },
    )
    .toArray();
  const kept = new Set(originals.map((file) => String(file._id)));
  return variants
    .filter((file) => !kept.has(String(file.metadata?.variantOf)))
    .map((file) => file._id);
}

/**
 * Removes every resized copy that has no original image behind it (its original deleted
 * while it was being made, or a copy of a copy): run with the released files' pruning.
 * Answers how many went.
 */
export async function removeOrphanedVariants(): Promise<number> {
  const orphans = await orphanedVariants();
  for (const id of orphans) await deleteQuietly(id);
  return orphans.length;
}
