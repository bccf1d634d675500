import { fillPath, PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { itemListJsonLd } from '../../../components/layouts/list-json-ld';
import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { usePublicCoursesV2 } from '../../../features/courses-v2/api/get-courses-v2';
import { CoursesV2Page } from '../../../features/courses-v2/components/courses-v2-page';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

const screen = PUBLIC_SCREENS['courses-v2'];

export function CoursesV2Route() {
  const site = useSiteSettings().data;
  // The catalogue the page shows first (every exam): read from the cache, not fetched twice.
  const courses = usePublicCoursesV2().data;
  usePageMeta({
    title: screen.title,
    page: 'courses-v2',
    description:
      'One-on-one and small-group live courses for IB, IGCSE, CBSE, AP, SAT, JEE and NEET, with expert tutors.',
  });
  const items = (courses ?? []).map((course) => ({
    name: course.title,
    path: fillPath(PUBLIC_SCREENS['course-v2-detail'].path, { courseId: course.slug }),
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
      <CoursesV2Page />
    </>
  );
}
