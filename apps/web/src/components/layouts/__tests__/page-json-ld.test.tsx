import { render } from '@testing-library/react';
import type { SiteSettings } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { emptySiteSettings, makeSiteSettings } from '../../../test/site-settings-fixture';
import { PageJsonLd } from '../page-json-ld';

/** The page's blocks by their type: the institute and the home page's trail, one each. */
function jsonLdOf(site: SiteSettings, type = 'EducationalOrganization'): Record<string, unknown> {
  const { container } = render(<PageJsonLd site={site} />);
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) => JSON.parse(block.textContent ?? '{}') as Record<string, unknown>,
  );
  expect(blocks.map((block) => block['@type'])).toEqual([
    'EducationalOrganization',
    'BreadcrumbList',
  ]);
  return blocks.find((block) => block['@type'] === type) ?? {};
}

describe('organization JSON-LD', () => {
  it('when the home page renders it, then one data block names the institute and its contacts', () => {
    const data = jsonLdOf(
      makeSiteSettings({ logo: '/api/files/logo-1', shareImage: '/api/files/share-1' }),
    );

    const origin = window.location.origin;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Harbour Lights Academy',
      description: 'Exam coaching by the sea, one student at a time.',
      url: `${origin}/`,
      logo: `${origin}/api/files/logo-1`,
      image: `${origin}/api/files/share-1`,
      email: 'hello@harbourlights.test',
      telephone: '+44 20 7946 0000',
      address: { '@type': 'PostalAddress', streetAddress: '3 Quay Street\nFalmouth' },
      sameAs: ['https://instagram.example/harbourlights'],
    });
    expect(data.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'admissions', telephone: '+44 20 7946 0000' },
      { '@type': 'ContactPoint', contactType: 'admissions', telephone: '+44 20 7946 0001' },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: '+44 7700 900123',
        description: 'WhatsApp',
      },
    ]);
  });

  it('when only the name is set, then nothing empty is claimed', () => {
    const data = jsonLdOf({ ...emptySiteSettings(), name: 'Harbour Lights Academy' });

    expect(Object.keys(data).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });

  it('when the home page renders it, then its trail is the home page alone', () => {
    const trail = jsonLdOf(makeSiteSettings(), 'BreadcrumbList');

    expect(trail.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Harbour Lights Academy',
        item: `${window.location.origin}/`,
      },
    ]);
  });
});
