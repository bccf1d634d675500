import { homeContentCollection } from '@tutoring/shared';
import { mountItemRoutes } from '../../lib/collection/item-routes';
import { writeContextOf } from '../../lib/collection/write-context';
import type { RouteTable } from '../../lib/http/route-table';
import { homeContentStore } from './home-content.store';

/** The home page's own words: hero, claims, marketing themes, the pricing card's perks. */
export function mountHomeContentRoutes(table: RouteTable): void {
  mountItemRoutes(table, {
    definition: homeContentCollection,
    path: homeContentCollection.endpoint.path,
    idOf: () => homeContentStore.id,
    summaries: {
      get: "The home page's hero, claims, themes and the pricing card's perks",
      replace: 'Replace the home page content',
    },
    storage: homeContentStore.storage,
    get: () => homeContentStore.get(),
    replace: (req) => homeContentStore.replaceValidated(req.body, writeContextOf(req, table)),
  });
}
