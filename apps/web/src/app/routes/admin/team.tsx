import { AdminTeam } from '../../../features/team/components/admin-team';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminTeamRoute() {
  usePageTitle('Our Team');
  return <AdminTeam />;
}
