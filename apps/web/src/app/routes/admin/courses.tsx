import { AdminCourses } from '../../../features/courses-v1/components/admin/admin-courses';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CourseWithStoredDetails } from './course-page-previews';
import { useTeamState } from './use-team-state';

export function AdminCoursesRoute() {
  usePageMeta({ title: 'Courses', description: 'Add, edit and delete v1 courses.' });
  const team = useTeamState();
  return (
    <AdminCourses
      team={team}
      coursePage={(course) => <CourseWithStoredDetails course={course} />}
    />
  );
}
