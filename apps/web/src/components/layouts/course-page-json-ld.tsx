import { fillPath, PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { useSiteSettings } from '../../lib/site-settings';
import { courseJsonLd, type CourseFacts } from './course-json-ld';
import { PageJsonLd } from './page-json-ld';

interface CoursePageJsonLdProps {
  /** The catalogue the trail goes back to. */
  catalogue: 'courses-v1' | 'courses-v2';
  course: Omit<CourseFacts, 'path'> & { slug: string };
}

/**
 * A course's page for search engines, either version: Home, its catalogue, itself; the
 * course in schema.org words.
 */
export function CoursePageJsonLd({ catalogue, course }: CoursePageJsonLdProps) {
  const site = useSiteSettings().data;
  if (!site?.name) return null;
  const detail = catalogue === 'courses-v2' ? 'course-v2-detail' : 'course-v1-detail';
  const path = fillPath(PUBLIC_SCREENS[detail].path, { courseId: course.slug });
  const { title, path: cataloguePath } = PUBLIC_SCREENS[catalogue];
  return (
    <PageJsonLd
      site={site}
      trail={[
        { name: title, path: cataloguePath },
        { name: course.name, path },
      ]}
      blocks={(origin) => [courseJsonLd({ ...course, path }, site, origin)]}
    />
  );
}
