import { resourceCollection } from '@tutoring/shared';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { titlesByCategory } from '../../lib/db/titles-by-category';
import type { CategorisedItems } from '../site-settings/category-keeper';
import { inKnownCategory } from '../site-settings/known-category';
import { ResourceModel } from './resources.model';

export const resourceStore = createCollectionStore(resourceCollection, {
  model: ResourceModel,
  prepare: inKnownCategory('resourceCategories'),
});

/** The resources in the settings' resource categories (a rename moves them). */
export const resourcesByCategory: CategorisedItems = {
  titlesIn: (categories) => titlesByCategory(ResourceModel, categories),
  move: async (from, to) => {
    await ResourceModel.updateMany({ category: from }, { $set: { category: to } });
  },
};
