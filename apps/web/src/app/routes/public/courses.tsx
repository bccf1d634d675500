import { PUBLIC_SCREENS } from '@tutoring/shared';
import { CoursesPage } from '../../../features/courses-v1/components/courses-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export function CoursesRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS['courses-v1'].title,
    page: 'courses-v1',
    description: 'Browse our courses with their instructors, duration and price.',
  });
  return <CoursesPage />;
}
