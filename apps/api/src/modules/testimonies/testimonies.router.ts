import { mountCollection } from '../../lib/collection/collection-routes';
import type { RouteTable } from '../../lib/http/route-table';
import { testimonyStore } from './testimonies.store';

export function mountTestimoniesRoutes(table: RouteTable): void {
  mountCollection(table, {
    store: testimonyStore,
  });
}
