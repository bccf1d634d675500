import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@tutoring/shared';
import { AppError } from '../../lib/errors';

const MB = 1024 * 1024;

export type FileKind = 'image' | 'document' | 'archive' | 'video';

export interface AllowedFileType {
  /** The Content-Type the file is stored and served with. */
  contentType: string;
  /** The extension the stored file name gets, whatever the client called it. */
  extension: string;
  kind: FileKind;
  maxBytes: number;
}

/**
 * Every type an upload may have, keyed by the MIME type file-type reads from the BYTES (never
 * from the name or the client's header, which anyone can fake).
 * - Images: the team photos of docs/PRODUCT.md section 5 (jpeg, png, webp; 2 MB after compression).
 * - Documents (resources): PDF, DOCX and legacy DOC at 20 MB, ample for handouts and papers.
 *   file-type reports a legacy .doc only as its container, Compound File Binary
 *   (application/x-cfb); we serve it as application/msword, the one CFB type we accept.
 * - ZIP and MP4 at 50 MB: bundles of worksheets and short lesson clips; longer videos
 *   belong on a video-sharing service (docs/PRODUCT.md section 3: a testimony's video may
 *   be such a link).
 */
export const ALLOWED_FILE_TYPES: Readonly<Record<string, AllowedFileType>> = {
  'image/jpeg': {
    contentType: 'image/jpeg',
    extension: 'jpg',
    kind: 'image',
    maxBytes: LIMITS.imageMaxBytes,
  },
  'image/png': {
    contentType: 'image/png',
    extension: 'png',
    kind: 'image',
    maxBytes: LIMITS.imageMaxBytes,
  },
  'image/webp': {
    contentType: 'image/webp',
    extension: 'webp',
    kind: 'image',
    maxBytes: LIMITS.imageMaxBytes,
  },
  'application/pdf': {
    contentType: 'application/pdf',
    extension: 'pdf',
    kind: 'document',
    maxBytes: 20 * MB,
  },
  'application/x-cfb': {
    contentType: 'application/msword',
    extension: 'doc',
    kind: 'document',
    maxBytes: 20 * MB,
  },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    kind: 'document',
    maxBytes: 20 * MB,
  },
  'application/zip': {
    contentType: 'application/zip',
    extension: 'zip',
    kind: 'archive',
    maxBytes: 50 * MB,
  },
  'video/mp4': { contentType: 'video/mp4', extension: 'mp4', kind: 'video', maxBytes: 50 * MB },
};

/** The largest any upload may be; the multipart parser stops reading beyond it. */
export const MAX_UPLOAD_BYTES = Math.max(
  ...Object.values(ALLOWED_FILE_TYPES).map((type) => type.maxBytes),
);

const toMb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * Reads the type from the bytes and enforces its size limit: 415 for a type we do not take
 * (or not of the kinds asked for), 413 when it is over its type's limit.
 */
export async function detectAllowedType(
  buffer: Buffer,
  kinds?: readonly FileKind[],
): Promise<AllowedFileType> {
  const detected = await fileTypeFromBuffer(buffer);
  const allowed = detected ? ALLOWED_FILE_TYPES[detected.mime] : undefined;
  if (!allowed || (kinds && !kinds.includes(allowed.kind))) {
    const expected = kinds?.length === 1 && kinds[0] === 'image';
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      expected
        ? 'Please upload an image file (JPEG, PNG or WebP).'
        : 'This file type is not supported. Upload a JPEG, PNG or WebP image, a PDF, DOC or DOCX document, a ZIP archive or an MP4 video.',
    );
  }
  if (buffer.length > allowed.maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `This ${allowed.extension.toUpperCase()} file is ${toMb(buffer.length)}; the limit is ${toMb(allowed.maxBytes)}.`,
    );
  }
  return allowed;
}
