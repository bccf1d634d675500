import {
  MAX_UPLOAD_BYTES,
  megabytes,
  UPLOAD_TYPE_REFUSALS,
  UPLOAD_TYPES,
  uploadAnswerSchema,
  uploadsEndpoint,
  uploadTooLargeMessage,
  type UploadedFile,
} from '@tutoring/shared';
import { apiRequest } from './api-client';
import { xhrTransport, type TransferProgress } from './xhr-transport';

// Checked with zod: only the lazily loaded admin screens upload, never a public page.
export type { UploadedFile };

/** The picture types the admin forms take (docs/PRODUCT.md section 5: jpeg, png, webp). */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** docs/PRODUCT.md section 5's words for a chosen file that is not one of those images. */
export const NOT_AN_IMAGE_MESSAGE = 'Please upload an image file';

/** docs/PRODUCT.md section 8's words when a picture's upload fails without a reason. */
export const IMAGE_UPLOAD_FAILED = 'Failed to upload image. Please try again.';

export function isUploadableImage(file: Blob): boolean {
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type);
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
const EXTENSION_ALIASES: Readonly<Record<string, string>> = { jpeg: 'jpg' };

/** The upload type the browser takes a chosen file for, by its MIME type, else its extension. */
function likelyTypeOf(file: File) {
  const types = Object.values(UPLOAD_TYPES);
  const extension = extensionOf(file.name) ?? '';
  const byName = EXTENSION_ALIASES[extension] ?? extension;
  return (
    types.find((type) => type.contentType === file.type) ??
    types.find((type) => type.extension === byName)
  );
}

/**
 * Why the server would refuse this file, said before a byte is sent when the browser can tell
 * (docs/PRODUCT.md section 5, the limits of @tutoring/shared's UPLOAD_TYPES): a type it names
 * that the server does not take, or a size over its type's limit. null: send it (the server
 * still reads the type from the bytes, and has the last word).
 */
export function uploadRefusal(file: File): string | null {
  const type = likelyTypeOf(file);
  if (type) return file.size > type.maxBytes ? uploadTooLargeMessage(type, file.size) : null;
  if (file.type) return UPLOAD_TYPE_REFUSALS.any;
  return file.size > MAX_UPLOAD_BYTES
    ? `The file is ${megabytes(file.size)}; the limit is ${megabytes(MAX_UPLOAD_BYTES)}.`
    : null;
}

export interface UploadOptions {
  /** The name the server stores; a File keeps its own when this is absent. */
  filename?: string;
  /** Large files (resource videos) need longer than an ordinary request. */
  timeoutMs?: number;
  /** Cancels the upload: the request is aborted, and the server stores nothing. */
  signal?: AbortSignal;
  /** Told as the file's bytes go out. */
  onProgress?: (progress: TransferProgress) => void;
}

/**
 * Stores one file through POST /api/uploads (docs/API.md section 4: multipart field `file`,
 * admin only) and answers what the server stored, telling its progress on the way. A refusal
 * (413 too large, 415 wrong type) rejects with an ApiError carrying the server's readable
 * message; a cancel rejects with the AbortError the signal gave.
 */
export async function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  const { filename, timeoutMs, signal, onProgress = () => undefined } = options;
  const body = new FormData();
  if (filename === undefined) body.append('file', file);
  else body.append('file', file, filename);
  const answer = await apiRequest(uploadsEndpoint.path, {
    method: 'POST',
    body,
    schema: uploadAnswerSchema,
    transport: xhrTransport(onProgress),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(signal === undefined ? {} : { signal }),
  });
  return answer[uploadsEndpoint.itemKey];
}
