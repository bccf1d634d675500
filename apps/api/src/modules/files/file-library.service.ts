import type { FilesList, FilesQuery, FileUse, StoredFile } from '@tutoring/shared';
import type { mongo } from 'mongoose';
import type { ContentRegistry } from '../../lib/collection/content-registry';
import { sortOrder } from '../../lib/db/sort-order';
import { escapeRegExp } from '../../lib/db/text-match';
import { AppError, notFound } from '../../lib/errors';
import { removalDueOf } from './file-retention';
import { contentTypesOf, kindOf } from './file-types';
import { findFileUses } from './file-uses';
import { fileUrl, toFileId, uploadedFiles, type StoredFileMetadata } from './files.bucket';
import { deleteFile } from './files.service';

/** Resized copies belong to their original: the library neither lists nor deletes them alone. */
const ORIGINALS = { 'metadata.variantOf': { $exists: false } };

/** Where GridFS keeps what the list sorts by. */
const STORED_AS = { createdAt: 'uploadDate', size: 'length' } as const;

function toLibraryFile(file: mongo.GridFSFile, usedBy: FileUse[]): StoredFile {
  const metadata = (file.metadata ?? {}) as Partial<StoredFileMetadata>;
  const contentType = metadata.contentType ?? 'application/octet-stream';
  return {
    _id: String(file._id),
    url: fileUrl(file._id),
    filename: file.filename,
    contentType,
    kind: kindOf(contentType),
    size: file.length,
    createdAt: file.uploadDate.toISOString(),
    usedBy,
    ...(metadata.releasedAt ? { removalDue: removalDueOf(metadata.releasedAt).toISOString() } : {}),
  };
}

/**
 * One page of the stored files (originals only) in the order asked (newest first), searched
 * by name (any letter case, the text taken literally) and one kind, each with every item
 * that links it: one pass over the content collections for the whole page.
 */
export async function listLibraryFiles(
  query: FilesQuery,
  content: ContentRegistry,
): Promise<FilesList> {
  const { page, limit, q, type, sort } = query;
  const where = {
    ...ORIGINALS,
    ...(q ? { filename: { $regex: escapeRegExp(q), $options: 'i' } } : {}),
    ...(type ? { 'metadata.contentType': { $in: contentTypesOf(type) } } : {}),
  };
  const [records, total] = await Promise.all([
    uploadedFiles()
      .find(where)
      .sort(sortOrder(sort, STORED_AS))
      .skip((page - 1) * limit)
      .limit(limit)
      .toArray(),
    uploadedFiles().countDocuments(where),
  ]);
  const uses = await findFileUses(content, new Set(records.map((file) => String(file._id))));
  const files = records.map((file) => toLibraryFile(file, uses.get(String(file._id)) ?? []));
  return { files, total, page, limit };
}

/** 'Course (v2): IB Physics HL and Site settings'. */
const listed = (uses: readonly FileUse[]) =>
  uses.length === 1
    ? uses[0]!.label
    : `${uses
        .slice(0, -1)
        .map((use) => use.label)
        .join(', ')} and ${uses.at(-1)!.label}`;

/**
 * Deletes a stored file, its chunks and its resized copies. A file some item still links is
 * refused with 409 naming them (and listing them in details); nothing is deleted then.
 */
export async function deleteLibraryFile(id: string, content: ContentRegistry): Promise<void> {
  const fileId = toFileId(id);
  const file = fileId ? await uploadedFiles().findOne({ _id: fileId, ...ORIGINALS }) : null;
  if (!file) throw notFound('File');
  const uses = (await findFileUses(content, new Set([String(file._id)]))).get(String(file._id));
  if (uses?.length) {
    throw new AppError(
      'CONFLICT',
      `This file is still used by ${listed(uses)}: remove it there first.`,
      uses.map((use) => ({ path: `${use.entity}/${use.id}`, message: use.label })),
    );
  }
  await deleteFile(String(file._id));
}
