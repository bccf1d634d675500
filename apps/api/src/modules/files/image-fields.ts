import { toDirectImageUrl } from '@tutoring/shared';
import type { Prepared, WriteContext } from '../../lib/collection/collection-store';
import { AppError } from '../../lib/errors';
import { importImage } from './image-import';
import { discardStoredFiles, isDataUrl, storeInlineImage } from './inline-image';

const isOutsideLink = (value: string) => /^https?:\/\//i.test(value);

/** One field's picture as we keep it: inline data and outside links become stored files. */
async function storedPicture(value: string, context: WriteContext): Promise<string> {
  if (isDataUrl(value)) return storeInlineImage(value, context.actorId);
  // A file-sharing share link names its direct image link (docs/PRODUCT.md section 3).
  const direct = toDirectImageUrl(value);
  if (isOutsideLink(direct) && context.imageImport) {
    return importImage(direct, context.imageImport, context.actorId);
  }
  return direct;
}

/** The field's refusal, naming the field, so the form can show it beside the control. */
function refusalOf(field: string, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, error.message, [{ path: field, message: error.message }]);
}

/**
 * A store's `prepare` for the fields that hold pictures: inline data-URL images are stored as
 * files, and images on other hosts are fetched once and stored (a page load never contacts
 * that host), their `/api/files/<id>` replacing the value. If any is refused, the ones already
 * stored are deleted again, so a rejected write stores nothing.
 */
export function storesPictures<Data extends object>(fields: readonly (keyof Data & string)[]) {
  return async (data: Data, context: WriteContext): Promise<Prepared> => {
    const resolved: Record<string, unknown> = { ...(data as Record<string, unknown>) };
    const stored: string[] = [];
    try {
      for (const field of fields) {
        const value = resolved[field];
        if (typeof value !== 'string' || value === '') continue;
        const kept = await storedPicture(value, context).catch((error: unknown) => {
          throw refusalOf(field, error);
        });
        if (kept !== value && kept.startsWith('/api/files/')) stored.push(kept);
        resolved[field] = kept;
      }
    } catch (error) {
      await discardStoredFiles(stored);
      throw error;
    }
    return { data: resolved, discard: () => discardStoredFiles(stored) };
  };
}
