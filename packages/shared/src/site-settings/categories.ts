import { z } from 'zod';
import { requiredText } from '../common/fields';

/** The most categories a list may hold: enough for any catalogue, few enough for the chips. */
export const MAX_CATEGORIES = 30;

/** The settings fields that hold a category list, and what each list is about. */
export const CATEGORY_LISTS = {
  courseCategories: 'courses',
  resourceCategories: 'resources',
} as const;
export type CategoryListName = keyof typeof CATEGORY_LISTS;

/**
 * A list of categories staff keep in the settings: at least one, each once (case
 * aside), the spec's list on a fresh site.
 */
export function categoryList(label: string, defaults: readonly string[]) {
  return z
    .array(requiredText('Category', 60), { error: `${label} must be a list.` })
    .min(1, `Keep at least one of the ${label.toLowerCase()}.`)
    .max(MAX_CATEGORIES, `At most ${MAX_CATEGORIES} ${label.toLowerCase()}.`)
    .refine(
      (names) => new Set(names.map((name) => name.toLowerCase())).size === names.length,
      'Each category may appear only once.',
    )
    .default(() => [...defaults]);
}

export interface CategoryChanges {
  /** A row edited in place: its items move to the new name. */
  renamed: { from: string; to: string }[];
  /** Names gone from the list and not renamed: refused while items use them. */
  removed: string[];
}

/**
 * What a new list does to the old one. A rename is a name that left the list while a new
 * name took its very position (the admin edited the row); any other name that left is
 * removed. Reordering, adding and removing rows never read as a rename.
 */
export function categoryChanges(
  before: readonly string[],
  after: readonly string[],
): CategoryChanges {
  const changes: CategoryChanges = { renamed: [], removed: [] };
  before.forEach((name, index) => {
    if (after.includes(name)) return;
    const successor = after[index];
    if (successor !== undefined && !before.includes(successor)) {
      changes.renamed.push({ from: name, to: successor });
    } else {
      changes.removed.push(name);
    }
  });
  return changes;
}
