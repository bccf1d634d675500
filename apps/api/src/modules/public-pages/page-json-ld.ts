import { markdownAsPlainText, type SiteSettings } from '@tutoring/shared';
import { absolutePicture } from '../../lib/http/html-text';

/** What search engines read of a page: schema.org objects, one `<script type="application/ld+json">` each. */
export type JsonLd = Record<string, unknown>;

/** A link of a list or a trail: what it is called and its absolute (or site) URL. */
export interface Named {
  name: string;
  url: string;
}

const CONTEXT = 'https://schema.org';

/** The institute, on every page: who provides the courses. */
export function organizationJsonLd(site: SiteSettings, origin: string): JsonLd {
  const logo = absolutePicture(origin, site.logo);
  return {
    '@context': CONTEXT,
    '@type': 'EducationalOrganization',
    '@id': `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    ...(logo ? { logo } : {}),
    ...(site.address ? { address: { '@type': 'PostalAddress', streetAddress: site.address } } : {}),
    ...(site.phones[0] ? { telephone: site.phones[0] } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.socialLinks.length > 0 ? { sameAs: site.socialLinks.map((link) => link.url) } : {}),
  };
}

/** A schema.org list of `type`: each element a ListItem, numbered from 1 in the given order. */
function listJsonLd(type: string, elements: readonly Record<string, string>[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': type,
    itemListElement: elements.map((element, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...element,
    })),
  };
}

/** Where the page sits: Home, then each level down to the page itself (a step's URL is its `item`). */
export function breadcrumbJsonLd(trail: readonly Named[]): JsonLd {
  return listJsonLd(
    'BreadcrumbList',
    trail.map((step) => ({ name: step.name, item: step.url })),
  );
}

/** A catalogue: its courses in the order the page shows them. */
export function itemListJsonLd(items: readonly Named[]): JsonLd {
  return listJsonLd(
    'ItemList',
    items.map((item) => ({ name: item.name, url: item.url })),
  );
}

/** What a course page says of its course, in schema.org words. */
export interface CourseFacts extends Named {
  description: string;
  /** Each price that is set, in the site's currency. */
  prices: readonly number[];
  currency: string;
  image?: string | undefined;
  instructor?: string | undefined;
  educationalLevel?: string | undefined;
}

/** A course with who provides it and what it costs (an Offer per price that is set). */
export function courseJsonLd(course: CourseFacts, site: SiteSettings, origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.name,
    description: markdownAsPlainText(course.description),
    url: course.url,
    ...(course.image ? { image: course.image } : {}),
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
      priceCurrency: course.currency,
    })),
    ...(course.instructor ? { instructor: { '@type': 'Person', name: course.instructor } } : {}),
    ...(course.educationalLevel ? { educationalLevel: course.educationalLevel } : {}),
  };
}
