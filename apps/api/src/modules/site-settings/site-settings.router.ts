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
      await categories.refuseRemovalsInUse(await siteSettingsStore.get(), req.body);
      const context = writeContextOf(req, table);
      const replaced = await siteSettingsStore.replaceValidated(req.body, context);
      await categories.moveRenamed(replaced.before, replaced.after);
      return replaced;
    },
  });
}
