import { uploadAnswerSchema, uploadsEndpoint } from '@tutoring/shared';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../../lib/errors';
import type { RouteTable } from '../../lib/http/route-table';
import { fileChangedOf } from './file-audit';
import { pruneQuietly } from './file-retention';
import { MAX_UPLOAD_BYTES } from './file-types';
import { saveFile } from './files.service';

const MB = 1024 * 1024;

/**
 * Multipart parsing into memory with explicit limits: one file, a few fields, and no more
 * bytes than the largest allowed type; the per-type limits are checked after detection.
 * Nothing reaches GridFS until the whole file has passed, so a rejected upload stores nothing.
 */
const parseSingleFile = multer({
  storage: multer.memoryStorage(),
  limits: { files: 1, fields: 5, parts: 6, fileSize: MAX_UPLOAD_BYTES, fieldSize: 64 * 1024 },
  // Browsers send file names as raw UTF-8; busboy's latin1 default would garble them.
  defParamCharset: 'utf8',
}).single('file');

/** Multer's and busboy's errors are all about the request, so 413 or 400, never 500. */
function toUploadError(error: unknown): AppError {
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
    return new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than the ${MAX_UPLOAD_BYTES / MB} MB upload limit.`,
    );
  }
  if (error instanceof multer.MulterError) {
    return new AppError('BAD_REQUEST', `The upload was rejected: ${error.message}.`);
  }
  return new AppError('BAD_REQUEST', 'The upload could not be read as a multipart form.');
}

const receiveFile: RequestHandler = (req, res, next) => {
  parseSingleFile(req, res, (error: unknown) => next(error ? toUploadError(error) : undefined));
};

export function mountUploadsRoutes(table: RouteTable): void {
  const fileChanged = fileChangedOf(table.context);
  table.route(
    {
      method: 'post',
      path: uploadsEndpoint.path,
      summary: 'Upload a file (multipart field "file")',
      // The guard runs first: an anonymous client never gets its bytes buffered.
      access: 'staff',
      status: 201,
      response: uploadAnswerSchema,
    },
    receiveFile,
    async (req, res) => {
      if (!req.file) {
        throw new AppError('BAD_REQUEST', "Choose a file to upload in the form field 'file'.");
      }
      const file = await saveFile({
        buffer: req.file.buffer,
        filename: req.file.originalname,
        uploadedBy: req.auth!.userId,
      });
      await fileChanged(req, 'create', file.id, {});
      // Uploads are when the store grows, so released files past their window go now.
      await pruneQuietly(table.context.content, table.context.clock?.() ?? new Date(), req.log);
      res.status(201).json({ file });
    },
  );
}
