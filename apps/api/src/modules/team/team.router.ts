import { courseV1Collection, courseV2Collection, teamMemberCollection } from '@tutoring/shared';
import { invalidates } from '../../lib/cache/invalidates';
import { mountCollection } from '../../lib/collection/collection-routes';
import type { RouteTable } from '../../lib/http/route-table';
import { auditChanges } from '../audit/audit-changes';
import { releasesUnlinkedFiles } from '../files/file-links';
import { teamMemberStore } from './team.store';

export function mountTeamRoutes(table: RouteTable): void {
  mountCollection(table, {
    store: teamMemberStore,
    cached: true,
    // Team members may carry inline data-URL photos (2 MB images are ~2.8 MB as base64); the
    // team store keeps them as files.
    bodyLimit: '4mb',
    // Courses show their instructor's name, read from the team.
    afterChange: [
      auditChanges(),
      invalidates(teamMemberCollection, courseV1Collection, courseV2Collection),
      releasesUnlinkedFiles(),
    ],
  });
}
