import { pageOrigin } from '../../lib/server-page';
import type { SiteSettings } from '@tutoring/shared';
import { absoluteLink } from './absolute-link';
import { listJsonLd, type NamedPath } from './list-json-ld';

/** The fields that hold something: nothing empty is claimed about the institute. */
function withoutEmpty(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([, value]) => value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

/** schema.org EducationalOrganization for search engines, from the site settings. */
function organizationJsonLd(site: SiteSettings, origin: string) {
  const whatsapp = site.whatsapp
    ? [
        {
          '@type': 'ContactPoint',
          contactType: 'customer support',
          telephone: site.whatsapp,
          description: 'WhatsApp',
        },
      ]
    : [];
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': `${origin}/#organization`,
    name: site.name,
    description: site.tagline,
    url: `${origin}/`,
    logo: absoluteLink(site.logo, origin),
    image: absoluteLink(site.shareImage, origin),
    email: site.email,
    telephone: site.phones[0] ?? '',
    address: site.address ? { '@type': 'PostalAddress', streetAddress: site.address } : '',
    sameAs: site.socialLinks.map((link) => link.url),
    contactPoint: [
      ...site.phones.map((telephone) => ({
        '@type': 'ContactPoint',
        contactType: 'admissions',
        telephone,
      })),
      ...whatsapp,
    ],
  });
}

interface PageJsonLdProps {
  site: SiteSettings;
  /** The page's place below home: each level down to the page itself (none on home). */
  trail?: readonly NamedPath[];
  /** The page's own blocks (a course, a catalogue's list), given the site's origin. */
  blocks?: (origin: string) => readonly object[];
}

/**
 * What search engines read of a public page: the institute, the page's breadcrumbs, and the
 * page's own blocks, from the same data the page shows (the server's HTML carries them).
 * Data blocks, never executed, so the strict CSP (script-src 'self') has nothing to refuse.
 * Rendered as text children: React sets them as text, so no markup inside can escape them.
 */
export function PageJsonLd({ site, trail = [], blocks }: PageJsonLdProps) {
  const origin = pageOrigin();
  const steps = [{ name: site.name || 'Home', path: '/' }, ...trail];
  const breadcrumbs = listJsonLd(
    'BreadcrumbList',
    steps.map((step) => ({ name: step.name, item: `${origin}${step.path}` })),
  );
  return (
    <>
      {[organizationJsonLd(site, origin), breadcrumbs, ...(blocks?.(origin) ?? [])].map(
        (block, index) => (
          <script key={index} type="application/ld+json">
            {JSON.stringify(block)}
          </script>
        ),
      )}
    </>
  );
}
