import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileKind } from '@tutoring/shared';
import type { mongo } from 'mongoose';
import { AppError, notFound } from '../../lib/errors';
import { detectAllowedType } from './file-types';
import {
  fileUrl,
  toFileId,
  uploadsBucket,
  type FileId,
  type StoredFileMetadata,
} from './files.bucket';

export interface SavedFile {
  id: string;
  url: string;
  contentType: string;
  size: number;
}

export interface SaveFileInput {
  buffer: Buffer;
  /** The client's name for the file: kept in metadata, never trusted for the type. */
  filename: string;
  uploadedBy?: string | undefined;
  /** Restricts the accepted kinds (team photos take images only); default: every allowed type. */
  kinds?: readonly FileKind[];
}

/**
 * The stored name: the client's base name without control or path characters, with the
 * extension of the type read from the bytes, so a download never claims a type it is not.
 */
function storedName(original: string, extension: string): string {
  const base = path.basename(original.replace(/\\/g, '/'));
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}"<>|:*?]/gu, '')
    .trim()
    .slice(0, 150);
  return `${stem || 'file'}.${extension}`;
}

/** Checks the type and size from the bytes, then stores the file in GridFS. */
export async function saveFile(input: SaveFileInput): Promise<SavedFile> {
  if (input.buffer.length === 0) throw new AppError('BAD_REQUEST', 'The file is empty.');
  const type = await detectAllowedType(input.buffer, input.kinds);
  const metadata: StoredFileMetadata = {
    contentType: type.contentType,
    originalName: input.filename.slice(0, 255),
    ...(input.uploadedBy ? { uploadedBy: input.uploadedBy } : {}),
  };
  const upload = uploadsBucket().openUploadStream(storedName(input.filename, type.extension), {
    metadata,
  });
  try {
    await pipeline(Readable.from([input.buffer]), upload);
  } catch (error) {
    // Leave no orphaned chunks behind when the database fails half-way.
    await upload.abort().catch(() => undefined);
    throw error;
  }
  return {
    id: String(upload.id),
    url: fileUrl(upload.id),
    contentType: type.contentType,
    size: input.buffer.length,
  };
}

export interface StoredFile {
  id: FileId;
  filename: string;
  length: number;
  uploadDate: Date;
  contentType: string;
  /** The original's id when this is a resized copy of it (image-variants.ts). */
  variantOf?: string;
}

/** A GridFS file document as the routes read it. */
export function toStoredFile(file: mongo.GridFSFile): StoredFile {
  const metadata = (file.metadata ?? {}) as Partial<StoredFileMetadata>;
  return {
    id: file._id,
    filename: file.filename,
    length: file.length,
    uploadDate: file.uploadDate,
    contentType: metadata.contentType ?? 'application/octet-stream',
    ...(metadata.variantOf ? { variantOf: metadata.variantOf } : {}),
  };
}

/** The stored file's description; 404 for unknown and malformed ids alike. */
export async function findStoredFile(id: string): Promise<StoredFile> {
  const fileId = toFileId(id);
  const [file] = fileId ? await uploadsBucket().find({ _id: fileId }).limit(1).toArray() : [];
  if (!file) throw notFound('File');
  return toStoredFile(file);
}

export function openFileStream(id: FileId) {
  return uploadsBucket().openDownloadStream(id);
}

/** Deletes one GridFS file and its chunks; one already gone is fine (another instance won). */
export async function deleteQuietly(id: FileId): Promise<void> {
  try {
    await uploadsBucket().delete(id);
  } catch (error) {
    // The driver's MongoRuntimeError 'File not found for id …': nothing left to remove.
    if (!/file not found/i.test((error as Error).message)) throw error;
  }
}

/**
 * Removes a stored file, its chunks and the resized copies made of it (image-variants.ts);
 * unknown ids are ignored (already gone).
 */
export async function deleteFile(id: string): Promise<void> {
  const fileId = toFileId(id);
  if (!fileId) return;
  const variants = await uploadsBucket()
    .find({ 'metadata.variantOf': String(fileId) })
    .toArray();
  for (const variant of variants) await deleteQuietly(variant._id);
  await deleteQuietly(fileId);
}
