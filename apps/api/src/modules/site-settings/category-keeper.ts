import {
  categoryChanges,
  CATEGORY_LISTS,
  type CategoryListName,
  type SiteSettings,
} from '@tutoring/shared';
import { AppError, type ErrorDetail } from '../../lib/errors';

/** The items of one kind that carry categories (courses v1, resources), lent by routes.ts. */
export interface CategorisedItems {
  /** Titles of the items in each of these categories (a category without items is absent). */
  titlesIn: (categories: string[]) => Promise<Map<string, string[]>>;
  /** Moves every item of one category to another. */
  move: (from: string, to: string) => Promise<void>;
}

export type CategorisedCollections = Record<CategoryListName, CategorisedItems>;

const LISTS = Object.keys(CATEGORY_LISTS) as CategoryListName[];

/** "'Design' is used by: Brand Basics, Figma 101." */
const inUseMessage = (category: string, titles: string[]) =>
  `'${category}' is used by: ${titles.join(', ')}. Move them to another category first, or rename it instead.`;

/**
 * Keeps the items in step with the settings' category lists: a removed category still used by
 * items is refused (409 naming them) before anything is stored; a renamed one moves its items
 * after the settings are stored (no transactions on FerretDB: a failed move is retried by
 * saving again, as the rename is seen again).
 */
export function categoryKeeper(collections: CategorisedCollections) {
  /** Throws 409 when the new settings remove a category that items still use. */
  async function refuseRemovalsInUse(before: SiteSettings, after: SiteSettings): Promise<void> {
    const details: ErrorDetail[] = [];
    for (const list of LISTS) {
      const { removed } = categoryChanges(before[list], after[list]);
      if (removed.length === 0) continue;
      const used = await collections[list].titlesIn(removed);
      for (const [category, titles] of used) {
        details.push({ path: list, message: inUseMessage(category, titles) });
      }
    }
    if (details.length > 0) {
      const message = `A category in use cannot be removed. ${details.map((d) => d.message).join(' ')}`;
      throw new AppError('CONFLICT', message, details);
    }
  }

  /** Moves the items of each renamed category to its new name. */
  async function moveRenamed(before: SiteSettings, after: SiteSettings): Promise<void> {
    for (const list of LISTS) {
      for (const { from, to } of categoryChanges(before[list], after[list]).renamed) {
        await collections[list].move(from, to);
      }
    }
  }

  return { refuseRemovalsInUse, moveRenamed };
}

export type CategoryKeeper = ReturnType<typeof categoryKeeper>;
