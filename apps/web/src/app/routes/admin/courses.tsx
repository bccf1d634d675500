import { AdminCourses } from '../../../features/courses-v1/components/admin/admin-courses';
import { useTeamMembers } from '../../../features/team/api/get-team-members';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminCoursesRoute() {
  usePageMeta({ title: 'Courses', description: 'Add, edit and delete v1 courses.' });
  const { data: members, isPending, isError } = useTeamMembers();
  return <AdminCourses team={{ members, isPending, isError }} />;
}
