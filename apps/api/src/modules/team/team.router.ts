import { mountCollection } from '../../lib/collection/collection-routes';
import { isAdminRequest } from '../../lib/auth/authenticate';
import type { RouteTable } from '../../lib/http/route-table';
import { teamMemberStore, withoutPrivateFields } from './team.store';

export function mountTeamRoutes(table: RouteTable): void {
  mountCollection(table, {
    store: teamMemberStore,
    // Team members may carry inline data-URL photos (2 MB images are ~2.8 MB as base64); the
    // team store keeps them as files.
    bodyLimit: '4mb',
    // A tutor's e-mail and meeting room are for admins: never in a public or an editor's answer.
    shown: (req, member) => (isAdminRequest(req) ? member : withoutPrivateFields(member)),
  });
}
