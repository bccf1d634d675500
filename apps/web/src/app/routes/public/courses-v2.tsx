import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { CatalogueJsonLd } from '../../../components/layouts/catalogue-json-ld';
import { usePublicCoursesV2 } from '../../../features/courses-v2/api/get-courses-v2';
import { CoursesV2Page } from '../../../features/courses-v2/components/courses-v2-page';
import { usePageMeta } from '../../../lib/use-page-meta';

const screen = PUBLIC_SCREENS['courses-v2'];

export function CoursesV2Route() {
  // The catalogue the page shows first (every exam): read from the cache, not fetched twice.
  const courses = usePublicCoursesV2().data;
  usePageMeta({
    title: screen.title,
    page: 'courses-v2',
    description:
      'One-on-one and small-group live courses for IB, IGCSE, CBSE, AP, SAT, JEE and NEET, with expert tutors.',
  });
  return (
    <>
      <CatalogueJsonLd
        screen={screen}
        coursePath={PUBLIC_SCREENS['course-v2-detail'].path}
        courses={courses}
      />
      <CoursesV2Page />
    </>
  );
}
