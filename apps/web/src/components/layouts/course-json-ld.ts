import { markdownAsPlainText } from '@tutoring/shared/plain';
import type { SiteSettings } from '@tutoring/shared';
import { absoluteLink } from './absolute-link';

/** What a course's page says of its course, in schema.org words (v1 and v2 alike). */
export interface CourseFacts {
  name: string;
  /** Its page's path URL (`/coursesv2/ib-maths`). */
  path: string;
  description: string;
  /** Each price that is set, in the site's currency. */
  prices: readonly number[];
  image?: string | undefined;
  instructor?: string | undefined;
  educationalLevel?: string | undefined;
  /** The subjects it covers. */
  teaches?: readonly string[] | undefined;
}

/** A course with who provides it and what it costs (an Offer per price that is set). */
export function courseJsonLd(course: CourseFacts, site: SiteSettings, origin: string) {
  const image = absoluteLink(course.image ?? '', origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: markdownAsPlainText(course.description),
    url: `${origin}${course.path}`,
    ...(image ? { image } : {}),
    provider: {
      '@type': 'EducationalOrganization',
      '@id': `${origin}/#organization`,
      name: site.name,
      url: `${origin}/`,
    },
    offers: course.prices.map((price) => ({
      '@type': 'Offer',
      category: 'Paid',
      price,
      priceCurrency: site.currency,
    })),
    ...(course.instructor ? { instructor: { '@type': 'Person', name: course.instructor } } : {}),
    ...(course.educationalLevel ? { educationalLevel: course.educationalLevel } : {}),
    ...(course.teaches?.length ? { teaches: course.teaches } : {}),
  };
}
