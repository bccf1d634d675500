import { isAdminRole } from '@tutoring/shared';
import { AdminCoursesV2 } from '../../../features/courses-v2/components/admin/admin-courses-v2';
import { useAuth } from '../../../lib/auth-store';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTeamState } from './use-team-state';

/**
 * The v2 list and the team (instructor picker) load together on entry (docs/PRODUCT.md section 7).
 */
export function AdminCoursesV2Route() {
  usePageMeta({ title: 'Manage Courses V2', description: 'Add, edit and publish v2 courses.' });
  const team = useTeamState();
  const { user } = useAuth();
  return <AdminCoursesV2 team={team} canOrderFeatured={isAdminRole(user?.role)} />;
}
