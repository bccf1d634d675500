import { CONTACT } from '../../../config/contact';
import { SITE } from '../../../config/site';

/** schema.org EducationalOrganization for search engines, from the site's own contact config. */
function organizationJsonLd(url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: SITE.name,
    description: SITE.tagline,
    url,
    email: CONTACT.email,
    telephone: CONTACT.phone,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'admissions', telephone: CONTACT.phone },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: CONTACT.whatsappNumber,
        description: 'WhatsApp',
      },
    ],
  };
}

/**
 * A data block, never executed, so the strict CSP (script-src 'self') has nothing to refuse.
 * Rendered as a text child: React sets it as text, so no markup inside can escape it.
 */
export function OrganizationJsonLd() {
  const url = `${window.location.origin}/`;
  return <script type="application/ld+json">{JSON.stringify(organizationJsonLd(url))}</script>;
}
