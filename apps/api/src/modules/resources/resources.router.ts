import { resourceCollection } from '@tutoring/shared';
import { invalidates } from '../../lib/cache/invalidates';
import { mountCollection } from '../../lib/collection/collection-routes';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import { releasesUnlinkedFiles } from '../files/file-links';
import { resourceStore } from './resources.store';

export function mountResourcesRoutes(table: RouteTable): void {
  mountCollection(table, {
    store: resourceStore,
    cached: true,
    afterChange: [auditChanges(), invalidates(resourceCollection), releasesUnlinkedFiles()],
  });
}
