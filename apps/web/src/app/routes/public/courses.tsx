import { fillPath, PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { itemListJsonLd } from '../../../components/layouts/list-json-ld';
import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { useCourses } from '../../../features/courses-v1/api/get-courses';
import { CoursesPage } from '../../../features/courses-v1/components/courses-page';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

const screen = PUBLIC_SCREENS['courses-v1'];

export function CoursesRoute() {
  const site = useSiteSettings().data;
  // The catalogue the page shows: read from the cache, not fetched twice.
  const courses = useCourses().data;
  usePageMeta({
    title: screen.title,
    page: 'courses-v1',
    description: 'Browse our courses with their instructors, duration and price.',
  });
  const items = (courses ?? []).map((course) => ({
    name: course.title,
    path: fillPath(PUBLIC_SCREENS['course-v1-detail'].path, { courseId: course.slug }),
  }));
  return (
    <>
      {site?.name && courses && (
        <PageJsonLd
          site={site}
          trail={[{ name: screen.title, path: screen.path }]}
          blocks={(origin) => [itemListJsonLd(items, origin)]}
        />
      )}
      <CoursesPage />
    </>
  );
}
