import { mountCollection } from '../../lib/collection/collection-routes';
import type { RouteTable } from '../../lib/http/route-table';
import { resourceStore } from './resources.store';

export function mountResourcesRoutes(table: RouteTable): void {
  mountCollection(table, {
    store: resourceStore,
  });
}
