import { uploadAnswerSchema, uploadsEndpoint, type UploadedFile } from '@tutoring/shared';
import { apiRequest } from './api-client';

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

export interface UploadOptions {
  /** The name the server stores; a File keeps its own when this is absent. */
  filename?: string;
  /** Large files (resource videos) need longer than an ordinary request. */
  timeoutMs?: number;
}

/**
 * Stores one file through POST /api/uploads (docs/API.md section 4: multipart field `file`,
 * admin only) and answers what the server stored. A refusal (413 too large, 415 wrong type)
 * rejects with an ApiError carrying the server's readable message.
 */
export async function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  const body = new FormData();
  if (options.filename === undefined) body.append('file', file);
  else body.append('file', file, options.filename);
  const answer = await apiRequest(uploadsEndpoint.path, {
    method: 'POST',
    body,
    schema: uploadAnswerSchema,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  return answer[uploadsEndpoint.itemKey];
}
