import { siteSettingsCollection } from '@tutoring/shared';
import { mountItemRoutes } from '../../lib/collection/item-routes';
import { writeContextOf } from '../../lib/collection/write-context';
import type { RouteTable } from '../../lib/http/route-table';
import { categoryKeeper, type CategorisedCollections } from './category-keeper';
import { siteSettingsStore } from './site-settings.store';

/** The institute's own details: every page reads them, admins set them. */
export function mountSiteSettingsRoutes(
  table: RouteTable,
  { categorised }: { categorised: CategorisedCollections },
): void {
  const categories = categoryKeeper(categorised);
  mountItemRoutes(table, {
    definition: siteSettingsCollection,
    path: siteSettingsCollection.endpoint.path,
    idOf: () => siteSettingsStore.id,
    summaries: {
      get: "The institute's name, contacts, logo and links",
      replace: 'Replace the site settings',
    },
    storage: siteSettingsStore.storage,
    get: () => siteSettingsStore.get(),
    replace: async (req) => {
      // Bad input is the store's to refuse (400); good input is checked for categories in use.
      const parsed = siteSettingsCollection.input.safeParse(req.body);
      if (parsed.success) {
        await categories.refuseRemovalsInUse(await siteSettingsStore.get(), parsed.data);
      }
      const replaced = await siteSettingsStore.replace(req.body, writeContextOf(req, table));
      await categories.moveRenamed(replaced.before, replaced.after);
      return replaced;
    },
  });
}
