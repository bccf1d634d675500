import { usePublicCoursesV2 } from '../../../features/courses-v2/api/get-courses-v2';
import { StudentsList } from '../../../features/users/components/students-list';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Composes the students list with the published catalogue they can be enrolled in. */
export function AdminStudentsRoute() {
  usePageMeta({
    title: 'Students',
    description: 'Registered students and the courses they are enrolled in.',
  });
  const courses = usePublicCoursesV2();
  return <StudentsList courses={courses.data ?? []} />;
}
