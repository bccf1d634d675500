import { useNavigate } from 'react-router-dom';
import { ADMIN_SCREENS } from '@tutoring/shared';
import { AdminCourses } from '../../../features/courses-v1/components/admin/admin-courses';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTeamState } from './use-team-state';

/** /admin/courses/new: the course list with the add form already open. */
export function AdminCourseNewRoute() {
  const team = useTeamState();
  const navigate = useNavigate();
  usePageMeta({ title: 'New Course', description: 'Add a course to the v1 catalogue.' });
  return (
    <AdminCourses
      team={team}
      startAdding
      onEditorClosed={() => void navigate(ADMIN_SCREENS.courses.path, { replace: true })}
    />
  );
}
