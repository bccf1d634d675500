import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { CatalogueJsonLd } from '../../../components/layouts/catalogue-json-ld';
import { useCourses } from '../../../features/courses-v1/api/get-courses';
import { CoursesPage } from '../../../features/courses-v1/components/courses-page';
import { usePageMeta } from '../../../lib/use-page-meta';

const screen = PUBLIC_SCREENS['courses-v1'];

export function CoursesRoute() {
  // The catalogue the page shows: read from the cache, not fetched twice.
  const courses = useCourses().data;
  usePageMeta({
    title: screen.title,
    page: 'courses-v1',
    description: 'Browse our courses with their instructors, duration and price.',
  });
  return (
    <>
      <CatalogueJsonLd
        screen={screen}
        coursePath={PUBLIC_SCREENS['course-v1-detail'].path}
        courses={courses}
      />
      <CoursesPage />
    </>
  );
}
