import { pageOrigin } from '../../../lib/server-page';
import type { SiteSettings } from '@tutoring/shared';

/** A link the site holds (an uploaded file's path, or a web link) as an absolute URL. */
function absolute(link: string, origin: string): string {
  return link ? new URL(link, origin).href : '';
}

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
    logo: absolute(site.logo, origin),
    image: absolute(site.shareImage, origin),
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

/**
 * A data block, never executed, so the strict CSP (script-src 'self') has nothing to refuse.
 * Rendered as a text child: React sets it as text, so no markup inside can escape it.
 */
export function OrganizationJsonLd({ site }: { site: SiteSettings }) {
  const origin = pageOrigin();
  const trail = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: site.name || 'Home', item: `${origin}/` },
    ],
  };
  return (
    <>
      <script type="application/ld+json">{JSON.stringify(organizationJsonLd(site, origin))}</script>
      <script type="application/ld+json">{JSON.stringify(trail)}</script>
    </>
  );
}
