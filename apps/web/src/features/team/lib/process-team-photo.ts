import { LIMITS } from '@tutoring/shared';
import { isUploadableImage, NOT_AN_IMAGE_MESSAGE } from '../../../lib/upload-file';

export const PHOTO_MESSAGES = {
  notAnImage: NOT_AN_IMAGE_MESSAGE,
  failed: 'Failed to process image. Please try again.',
} as const;

/** Resizes to fit max × max pixels and re-encodes as JPEG at the given quality. */
export type ImageEncoder = (file: Blob, maxPx: number, quality: number) => Promise<Blob>;

export type ProcessedPhoto =
  { ok: true; avatar: Blob; profile: Blob } | { ok: false; message: string };

export function tooLargeMessage(bytes: number): string {
  const megabytes = (bytes / (1024 * 1024)).toFixed(2);
  return `Image is still too large after compression (${megabytes} MB). Please use a smaller image.`;
}

/**
 * The team photo rules of docs/PRODUCT.md section 5: an image type only, an avatar that fits 400 px
 * and a profile photo that fits 800 px, JPEG at 0.85, each at most 2 MB afterwards. The
 * encoder is passed in because the canvas that does the work does not exist in tests.
 */
export async function processTeamPhoto(file: File, encode: ImageEncoder): Promise<ProcessedPhoto> {
  if (!isUploadableImage(file)) {
    return { ok: false, message: PHOTO_MESSAGES.notAnImage };
  }
  let avatar: Blob;
  let profile: Blob;
  try {
    avatar = await encode(file, LIMITS.avatarImagePx, LIMITS.jpegQuality);
    profile = await encode(file, LIMITS.profileImagePx, LIMITS.jpegQuality);
  } catch {
    return { ok: false, message: PHOTO_MESSAGES.failed };
  }
  const largest = Math.max(avatar.size, profile.size);
  if (largest > LIMITS.imageMaxBytes) return { ok: false, message: tooLargeMessage(largest) };
  return { ok: true, avatar, profile };
}
