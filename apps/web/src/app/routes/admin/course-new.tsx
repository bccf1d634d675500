import { useNavigate } from 'react-router-dom';
import { ADMIN_SCREENS } from '@tutoring/shared';
import { AdminCourses } from '../../../features/courses-v1/components/admin/admin-courses';
import { useTeamMembers } from '../../../features/team/api/get-team-members';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /admin/courses/new: the course list with the add form already open. */
export function AdminCourseNewRoute() {
  const { data: members, isPending, isError } = useTeamMembers();
  const navigate = useNavigate();
  usePageMeta({ title: 'New Course', description: 'Add a course to the v1 catalogue.' });
  return (
    <AdminCourses
      team={{ members, isPending, isError }}
      startAdding
      onEditorClosed={() => void navigate(ADMIN_SCREENS.courses.path, { replace: true })}
    />
  );
}
