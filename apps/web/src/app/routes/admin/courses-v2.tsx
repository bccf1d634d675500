import { AdminCoursesV2 } from '../../../features/courses-v2/components/admin/admin-courses-v2';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTeamState } from './use-team-state';

/**
 * The v2 list and the team (instructor picker) load together on entry (docs/PRODUCT.md section 7).
 */
export function AdminCoursesV2Route() {
  usePageMeta({ title: 'Manage Courses V2', description: 'Add, edit and publish v2 courses.' });
  const team = useTeamState();
  return <AdminCoursesV2 team={team} />;
}
