import { AdminTeam } from '../../../features/team/components/admin-team';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminTeamRoute() {
  usePageMeta({
    title: 'Our Team',
    description: 'Manage the team members shown on the site.',
  });
  return <AdminTeam />;
}
