import { fillPath } from '@tutoring/shared/plain';
import { useSiteSettings } from '../../lib/site-settings';
import { itemListJsonLd } from './list-json-ld';
import { PageJsonLd } from './page-json-ld';

interface CatalogueJsonLdProps {
  /** The catalogue's own screen: the trail's one step. */
  screen: { title: string; path: string };
  /** The path of a course's page, with `:courseId` for its slug. */
  coursePath: string;
  /** The courses the page shows, once read. */
  courses: readonly { title: string; slug: string }[] | undefined;
}

/** A course catalogue for search engines: the institute, the trail and the list of courses. */
export function CatalogueJsonLd({ screen, coursePath, courses }: CatalogueJsonLdProps) {
  const site = useSiteSettings().data;
  if (!site?.name || !courses) return null;
  const items = courses.map((course) => ({
    name: course.title,
    path: fillPath(coursePath, { courseId: course.slug }),
  }));
  return (
    <PageJsonLd
      site={site}
      trail={[{ name: screen.title, path: screen.path }]}
      blocks={(origin) => [itemListJsonLd(items, origin)]}
    />
  );
}
