import { CoursesPage } from '../../../features/courses-v1/components/courses-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export function CoursesRoute() {
  usePageMeta({
    title: 'Available Courses',
    description: 'Browse our courses with their instructors, duration and price.',
  });
  return <CoursesPage />;
}
