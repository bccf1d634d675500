import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPE_REFUSALS,
  UPLOAD_TYPES,
  uploadTooLargeMessage,
  type FileKind,
  type UploadType,
} from '@tutoring/shared';
import { AppError } from '../../lib/errors';

// The types an upload may have and their limits are one table in @tutoring/shared, which the
// admin forms read too, to refuse before sending what this would refuse after.
export type { FileKind };

/** The Content-Types files of a kind are stored with (the media library's type filter). */
export function contentTypesOf(kind: FileKind): string[] {
  const types = Object.values(UPLOAD_TYPES).filter((type) => type.kind === kind);
  return types.map((type) => type.contentType);
}

/**
 * The kind of a stored file, from the Content-Type it is stored with; a type no longer
 * accepted is judged by its family, and anything else counts as a document.
 */
export function kindOf(contentType: string): FileKind {
  const allowed = Object.values(UPLOAD_TYPES).find((type) => type.contentType === contentType);
  if (allowed) return allowed.kind;
  if (contentType.startsWith('image/')) return 'image';
  return contentType.startsWith('video/') ? 'video' : 'document';
}

/** The largest any upload may be; the multipart parser stops reading beyond it. */
export { MAX_UPLOAD_BYTES };

/**
 * Reads the type from the bytes and enforces its size limit: 415 for a type we do not take
 * (or not of the kinds asked for), 413 when it is over its type's limit.
 */
export async function detectAllowedType(
  buffer: Buffer,
  kinds?: readonly FileKind[],
): Promise<UploadType> {
  const detected = await fileTypeFromBuffer(buffer);
  const allowed = detected ? UPLOAD_TYPES[detected.mime] : undefined;
  if (!allowed || (kinds && !kinds.includes(allowed.kind))) {
    const onlyImages = kinds?.length === 1 && kinds[0] === 'image';
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      onlyImages ? UPLOAD_TYPE_REFUSALS.image : UPLOAD_TYPE_REFUSALS.any,
    );
  }
  if (buffer.length > allowed.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', uploadTooLargeMessage(allowed, buffer.length));
  }
  return allowed;
}
