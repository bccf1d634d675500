import { PUBLIC_SCREENS } from '@tutoring/shared';
import { CoursesV2Page } from '../../../features/courses-v2/components/courses-v2-page';
import { usePageMeta } from '../../../lib/use-page-meta';

export function CoursesV2Route() {
  usePageMeta({
    title: PUBLIC_SCREENS['courses-v2'].title,
    page: 'courses-v2',
    description:
      'One-on-one and small-group live courses for IB, IGCSE, CBSE, AP, SAT, JEE and NEET, with expert tutors.',
  });
  return <CoursesV2Page />;
}
