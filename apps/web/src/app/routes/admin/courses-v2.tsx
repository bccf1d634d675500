import { AdminCoursesV2 } from '../../../features/courses-v2/components/admin/admin-courses-v2';
import { useTeamMembers } from '../../../features/team/api/get-team-members';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The v2 list and the team (instructor picker) load together on entry (SPEC.md section 7). */
export function AdminCoursesV2Route() {
  usePageMeta({ title: 'Manage Courses V2', description: 'Add, edit and publish v2 courses.' });
  const { data: members, isPending, isError } = useTeamMembers();
  return <AdminCoursesV2 team={{ members, isPending, isError }} />;
}
