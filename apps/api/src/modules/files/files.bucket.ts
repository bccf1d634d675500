import mongoose from 'mongoose';

// `mongoose.mongo` is the driver Mongoose itself uses (6.x). A bare `mongodb` import resolves to
// mongodb-memory-server's driver 7.x, whose BSON types this connection refuses.
const { GridFSBucket, ObjectId } = mongoose.mongo;

export type FileId = InstanceType<typeof ObjectId>;

/** What every stored upload carries in its GridFS `metadata`. */
export interface StoredFileMetadata {
  contentType: string;
  originalName: string;
  uploadedBy?: string;
  /** A resized copy of this file (image-variants.ts): never listed, removed with its original. */
  variantOf?: string;
  /** When a write let go of it while nothing else linked to it (file-retention.ts). */
  releasedAt?: Date;
}

export const BUCKET_NAME = 'uploads';

/**
 * The one bucket for uploads. Verified on FerretDB 1.24 (files/__tests__/gridfs.test.ts):
 * chunked upload, download sorted by `n`, delete and the bucket's indexes all work there, so
 * the same driver code path serves real MongoDB and FerretDB.
 */
export function uploadsBucket() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected.');
  return new GridFSBucket(db, { bucketName: BUCKET_NAME });
}

/** The bucket's file documents (name, size, upload date, metadata), for lists and marks. */
export function uploadedFiles() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('The database is not connected.');
  return db.collection<mongoose.mongo.GridFSFile>(`${BUCKET_NAME}.files`);
}

/** A 24-hex-character id as an ObjectId, or undefined for anything else. */
export function toFileId(value: string): FileId | undefined {
  return /^[a-f0-9]{24}$/i.test(value) ? new ObjectId(value) : undefined;
}

export const fileUrl = (id: FileId | string) => `/api/files/${String(id)}`;
