import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrganizationJsonLd } from '../components/organization-json-ld';

describe('organization JSON-LD', () => {
  it('when the home page renders it, then one data block names the institute and its contacts', () => {
    const { container } = render(<OrganizationJsonLd />);

    const block = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(block?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Summit Tutoring Institute',
      url: `${window.location.origin}/`,
      email: 'hello@example.com',
      telephone: '+1 555 010 0100',
    });
    expect(String(data.description)).toMatch(/IB, IGCSE/);
  });
});
