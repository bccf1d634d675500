import { toDirectImageUrl, type TeamMemberData } from '@tutoring/shared';
import type { Prepared } from '../../lib/collection/collection-store';
import { AppError } from '../../lib/errors';
import { discardStoredFiles, isDataUrl, storeInlineImage } from '../files/inline-image';

/** The fields that hold a member's pictures (stored files or links). */
export const IMAGE_FIELDS = ['avatarImage', 'profileImage', 'imageUrl'] as const;

/** Stores one field's inline image, naming the field in the error when it is refused. */
async function storeField(field: string, value: string, uploadedBy?: string): Promise<string> {
  try {
    return await storeInlineImage(value, uploadedBy);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, error.message, [{ path: field, message: error.message }]);
  }
}

/**
 * Before a member is saved: inline data-URL images become stored files (their URL replaces
 * the data) and Drive share links become direct image links (docs/PRODUCT.md section 3). If any
 * image is refused, the ones already stored are deleted again, so a rejected write stores nothing.
 */
export async function resolveImages(data: TeamMemberData, uploadedBy?: string): Promise<Prepared> {
  const resolved: TeamMemberData = { ...data };
  const storedUrls: string[] = [];
  try {
    for (const field of IMAGE_FIELDS) {
      const value = resolved[field];
      if (isDataUrl(value)) {
        resolved[field] = await storeField(field, value, uploadedBy);
        storedUrls.push(resolved[field]);
      } else {
        resolved[field] = toDirectImageUrl(value);
      }
    }
  } catch (error) {
    await discardStoredFiles(storedUrls);
    throw error;
  }
  // Files stored for this write: discarded when the write then fails.
  return { data: resolved, discard: () => discardStoredFiles(storedUrls) };
}
