import { AdminCourses } from '../../../features/courses/components/admin/admin-courses';
import { useTeamMembers } from '../../../features/team/api/get-team-members';

export function AdminCoursesRoute() {
  const { data: members, isPending, isError } = useTeamMembers();
  return <AdminCourses team={{ members, isPending, isError }} />;
}
