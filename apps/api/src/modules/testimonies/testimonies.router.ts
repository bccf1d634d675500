import { testimonyCollection } from '@tutoring/shared';
import { invalidates } from '../../lib/cache/invalidates';
import { mountCollection } from '../../lib/collection/collection-routes';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import { releasesUnlinkedFiles } from '../files/file-links';
import { testimonyStore } from './testimonies.store';

export function mountTestimoniesRoutes(table: RouteTable): void {
  mountCollection(table, {
    store: testimonyStore,
    cached: true,
    afterChange: [auditChanges(), invalidates(testimonyCollection), releasesUnlinkedFiles()],
  });
}
