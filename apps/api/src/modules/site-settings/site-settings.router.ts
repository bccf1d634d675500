import { siteSettingsCollection } from '@tutoring/shared';
import { mountItemRoutes } from '../../lib/collection/item-routes';
import { writeContextOf } from '../../lib/collection/write-context';
import type { RouteTable } from '../../lib/http/route-table';
import { siteSettingsStore } from './site-settings.store';

/** The institute's own details: every page reads them, admins set them. */
export function mountSiteSettingsRoutes(table: RouteTable): void {
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
    replace: (req) => siteSettingsStore.replace(req.body, writeContextOf(req, table)),
  });
}
