import { aboutContentCollection } from '@tutoring/shared';
import { mountItemRoutes } from '../../lib/collection/item-routes';
import { writeContextOf } from '../../lib/collection/write-context';
import type { RouteTable } from '../../lib/http/route-table';
import { aboutContentStore } from './about-content.store';

/** Site content pages; only About Us exists. */
export function mountAboutContentRoutes(table: RouteTable): void {
  mountItemRoutes(table, {
    definition: aboutContentCollection,
    path: aboutContentCollection.endpoint.path,
    idOf: () => aboutContentStore.id,
    summaries: { get: 'About Us history and values', replace: 'Replace About Us' },
    storage: aboutContentStore.storage,
    get: () => aboutContentStore.get(),
    replace: (req) => aboutContentStore.replaceValidated(req.body, writeContextOf(req, table)),
  });
}
