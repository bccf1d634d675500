import { COURSE_V1_CATEGORIES, RESOURCE_CATEGORIES } from '@tutoring/shared/plain';
import type { CategoryListName } from '@tutoring/shared';
import { useSiteSettings } from './site-settings';

/** The spec's lists: what a fresh site has, and what shows while the settings load. */
const SPEC_LISTS: Record<CategoryListName, readonly string[]> = {
  courseCategories: COURSE_V1_CATEGORIES,
  resourceCategories: RESOURCE_CATEGORIES,
};

/** The categories staff keep in Admin → Settings, in their order. */
export function useCategoryList(list: CategoryListName): readonly string[] {
  return useSiteSettings().data?.[list] ?? SPEC_LISTS[list];
}
