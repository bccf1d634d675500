import { useNavigate } from 'react-router-dom';
import { AdminCourses } from '../../../features/courses/components/admin/admin-courses';
import { useTeamMembers } from '../../../features/team/api/get-team-members';

/** /admin/courses/new: the course list with the add form already open. */
export function AdminCourseNewRoute() {
  const team = useTeamMembers();
  const navigate = useNavigate();
  return (
    <AdminCourses
      team={team}
      startAdding
      onEditorClosed={() => void navigate('/admin/courses', { replace: true })}
    />
  );
}
