import type { CategoryListName } from '@tutoring/shared';
import type { Stored } from '../../lib/collection/change-event';
import type { Prepared, WriteContext } from '../../lib/collection/collection-store';
import { AppError } from '../../lib/errors';
import { siteSettingsStore } from './site-settings.store';

/**
 * A store's `prepare` step that refuses an item whose category is not one of the settings'
 * list (docs/decisions/0054-category-lists-and-renames.md), then hands the data on to the
 * next step (storing pictures…) if any.
 */
export function inKnownCategory<Data extends { category: string }>(
  list: CategoryListName,
  next?: (data: Data, context: WriteContext, held: Stored) => Promise<Prepared> | Prepared,
) {
  return async (data: Data, context: WriteContext, held: Stored): Promise<Prepared> => {
    const known = (await siteSettingsStore.get())[list];
    if (!known.includes(data.category)) {
      const message = `Choose one of the categories: ${known.join(', ')}.`;
      throw new AppError('VALIDATION_ERROR', message, [{ path: 'category', message }]);
    }
    return next ? next(data, context, held) : { data };
  };
}
