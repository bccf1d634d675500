import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

// `mongoose.mongo` is the driver Mongoose itself uses (6.x). A bare `mongodb` import resolves to
// mongodb-memory-server's driver 7.x, whose BSON types the connection refuses.
const { GridFSBucket, ObjectId } = mongoose.mongo;
type GridFSBucket = InstanceType<typeof GridFSBucket>;
type ObjectId = InstanceType<typeof ObjectId>;

/** The raw driver on FerretDB: what the files module relies on, proven before it is built. */
function bucket(): GridFSBucket {
  return new GridFSBucket(mongoose.connection.db!, { bucketName: 'gridfs_proof' });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function upload(bytes: Buffer): Promise<ObjectId> {
  const stream = bucket().openUploadStream('proof.bin', { metadata: { contentType: 'x/test' } });
  await pipeline(Readable.from([bytes]), stream);
  return stream.id;
}

async function download(id: ObjectId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket().openDownloadStream(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const CHUNK = 255 * 1024; // the driver's default chunk size, 261120 bytes

describe('GridFS through the MongoDB driver', () => {
  it.each([
    ['0 B', 0],
    ['1 B', 1],
    ['one byte under a chunk', CHUNK - 1],
    ['exactly one chunk', CHUNK],
    ['one byte over a chunk', CHUNK + 1],
    ['1 MB', 1024 * 1024],
    ['5 MB', 5 * 1024 * 1024],
  ])('when %s is uploaded, then the same bytes come back', async (_label, size) => {
    const bytes = randomBytes(size);
    const id = await upload(bytes);

    const back = await download(id);

    expect(back.length).toBe(size);
    expect(sha256(back)).toBe(sha256(bytes));
    const [file] = await bucket().find({ _id: id }).toArray();
    expect(file?.length).toBe(size);
    expect(file?.metadata).toEqual({ contentType: 'x/test' });
  });

  it('when a file is deleted, then its files document and all its chunks are gone', async () => {
    const id = await upload(randomBytes(CHUNK * 2 + 10));
    const chunks = mongoose.connection.db!.collection('gridfs_proof.chunks');
    expect(await chunks.countDocuments({ files_id: id })).toBe(3);

    await bucket().delete(id);

    expect(await bucket().find({ _id: id }).toArray()).toEqual([]);
    expect(await chunks.countDocuments({ files_id: id })).toBe(0);
  });

  it('when an unknown id is downloaded, then the stream fails with FileNotFound', async () => {
    await expect(download(new ObjectId())).rejects.toThrow(/FileNotFound|file not found/i);
  });
});

describe('GridFS indexes', () => {
  it('when the bucket has stored a file, then its chunk and file indexes exist', async () => {
    await upload(randomBytes(10));
    const db = mongoose.connection.db!;

    const chunkIndexes = await db.collection('gridfs_proof.chunks').indexes();
    const fileIndexes = await db.collection('gridfs_proof.files').indexes();

    expect(chunkIndexes).toContainEqual(
      expect.objectContaining({ key: { files_id: 1, n: 1 }, unique: true }),
    );
    expect(fileIndexes).toContainEqual(
      expect.objectContaining({ key: { filename: 1, uploadDate: 1 } }),
    );
  });
});
