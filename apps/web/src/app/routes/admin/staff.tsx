import { useTeamMembers } from '../../../features/team/api/get-team-members';
import { StaffList } from '../../../features/users/components/staff-list';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminStaffRoute() {
  usePageMeta({
    title: 'Staff',
    description: 'Who works in the admin area, in which role; invitations and deactivation.',
  });
  // A tutor is added with their team member (features do not import each other).
  const team = useTeamMembers();
  return <StaffList team={team.data ?? []} />;
}
