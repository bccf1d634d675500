import { CoursesPage } from '../../../features/courses/components/courses-page';

export function CoursesRoute() {
  return <CoursesPage />;
}
