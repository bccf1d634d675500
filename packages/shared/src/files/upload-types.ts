import { LIMITS } from '../constants';
import type { FileKind } from './files.schema';

export interface UploadType {
  /** The Content-Type the file is stored and served with. */
  contentType: string;
  /** The extension the stored file name gets, whatever the client called it. */
  extension: string;
  kind: FileKind;
  maxBytes: number;
}

const image = (contentType: string, extension: string): UploadType => ({
  contentType,
  extension,
  kind: 'image',
  maxBytes: LIMITS.imageMaxBytes,
});

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Every type an upload may have, keyed by the MIME type read from the file's BYTES (the server
 * never trusts the name or the client's header; the admin forms read the browser's guess from
 * them only to refuse early what the server would refuse).
 * - Images: the team photos of docs/PRODUCT.md section 5 (jpeg, png, webp; 2 MB).
 * - Documents (resources): PDF, DOCX and legacy DOC at 20 MB, ample for handouts and papers.
 *   A legacy .doc is read from its bytes only as its container, Compound File Binary
 *   (application/x-cfb); it is served as application/msword, the one CFB type we accept.
 * - ZIP and MP4 at 50 MB: bundles of worksheets and short lesson clips; longer videos belong on
 *   a video-sharing service (docs/PRODUCT.md section 3: a testimony's video may be such a link).
 */
export const UPLOAD_TYPES: Readonly<Record<string, UploadType>> = {
  'image/jpeg': image('image/jpeg', 'jpg'),
  'image/png': image('image/png', 'png'),
  'image/webp': image('image/webp', 'webp'),
  'application/pdf': {
    contentType: 'application/pdf',
    extension: 'pdf',
    kind: 'document',
    maxBytes: LIMITS.documentMaxBytes,
  },
  'application/x-cfb': {
    contentType: 'application/msword',
    extension: 'doc',
    kind: 'document',
    maxBytes: LIMITS.documentMaxBytes,
  },
  [DOCX]: {
    contentType: DOCX,
    extension: 'docx',
    kind: 'document',
    maxBytes: LIMITS.documentMaxBytes,
  },
  'application/zip': {
    contentType: 'application/zip',
    extension: 'zip',
    kind: 'archive',
    maxBytes: LIMITS.archiveMaxBytes,
  },
  'video/mp4': {
    contentType: 'video/mp4',
    extension: 'mp4',
    kind: 'video',
    maxBytes: LIMITS.videoMaxBytes,
  },
};

/** The largest any upload may be; the server stops reading beyond it. */
export const MAX_UPLOAD_BYTES = Math.max(
  ...Object.values(UPLOAD_TYPES).map((type) => type.maxBytes),
);

/** Why a file of the wrong type is refused: when only images are taken, and otherwise. */
export const UPLOAD_TYPE_REFUSALS = {
  image: 'Please upload an image file (JPEG, PNG or WebP).',
  any: 'This file type is not supported. Upload a JPEG, PNG or WebP image, a PDF, DOC or DOCX document, a ZIP archive or an MP4 video.',
} as const;

const MB = 1024 * 1024;

/** A size in megabytes as people read it: "3.4 MB", "50 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/** Why a file over its type's limit is refused: "This PDF file is 21.3 MB; the limit is 20 MB." */
export function uploadTooLargeMessage(type: UploadType, bytes: number): string {
  return `This ${type.extension.toUpperCase()} file is ${megabytes(bytes)}; the limit is ${megabytes(type.maxBytes)}.`;
}
