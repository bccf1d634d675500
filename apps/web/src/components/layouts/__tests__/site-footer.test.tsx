import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import {
  emptySiteSettings,
  makeSiteSettings,
  siteSettingsRoute,
} from '../../../test/site-settings-fixture';
import { SiteFooter } from '../site-footer';

function renderFooter() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('contentinfo');
}

/** The definition a term of the footer's contact list gives. */
function valuesOf(footer: HTMLElement, term: string): HTMLElement[] {
  const dt = within(footer).getByText(term, { selector: 'dt' });
  return within(dt.parentElement!).getAllByRole('definition');
}

describe('site footer', () => {
  it('when the settings load, then it shows the name, tagline, contacts and copyright', async () => {
    mockFetch(siteSettingsRoute());
    const footer = renderFooter();

    expect(await within(footer).findByText('Harbour Lights Academy')).toBeInTheDocument();
    expect(
      within(footer).getByText('Exam coaching by the sea, one student at a time.'),
    ).toBeInTheDocument();
    expect(
      await within(footer).findByRole('link', { name: 'hello@harbourlights.test' }),
    ).toHaveAttribute('href', 'mailto:hello@harbourlights.test');
    expect(valuesOf(footer, 'Phone').map((dd) => dd.textContent)).toEqual([
      '+44 20 7946 0000',
      '+44 20 7946 0001',
    ]);
    expect(within(footer).getByRole('link', { name: '+44 20 7946 0001' })).toHaveAttribute(
      'href',
      'tel:+442079460001',
    );
    expect(valuesOf(footer, 'Address')[0]).toHaveTextContent('3 Quay Street Falmouth');
    expect(valuesOf(footer, 'Opening hours')[0]).toHaveTextContent(
      'Monday to Friday, 8:00 to 18:00',
    );
    const year = new Date().getFullYear();
    expect(
      within(footer).getByText(`© ${year} Harbour Lights Academy. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('when a WhatsApp number is set, then its link opens a chat that greets the institute', async () => {
    mockFetch(siteSettingsRoute());
    const footer = renderFooter();

    const link = await within(footer).findByRole('link', { name: '+44 7700 900123' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/447700900123');
    expect(href.searchParams.get('text')).toBe(
      'Hello Harbour Lights Academy! I would like to know more about your courses.',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('when social links are set, then each is an external link under Follow us', async () => {
    mockFetch(
      siteSettingsRoute(
        makeSiteSettings({
          socialLinks: [
            { label: 'Instagram', url: 'https://instagram.example/harbourlights' },
            { label: 'YouTube', url: 'https://video.example/@harbourlights' },
          ],
        }),
      ),
    );
    const footer = renderFooter();

    const list = await within(footer).findByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram', 'https://instagram.example/harbourlights'],
      ['YouTube', 'https://video.example/@harbourlights'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('when only the name is set, then nothing empty is shown: no terms, no links, no "undefined"', async () => {
    mockFetch(siteSettingsRoute({ ...emptySiteSettings(), name: 'Harbour Lights Academy' }));
    const footer = renderFooter();

    expect(await within(footer).findByText(/© \d+ Harbour Lights Academy/)).toBeInTheDocument();
    for (const term of ['Email', 'Phone', 'WhatsApp', 'Address', 'Opening hours']) {
      expect(within(footer).queryByText(term)).not.toBeInTheDocument();
    }
    expect(within(footer).queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('term')).not.toBeInTheDocument();
    expect(footer).not.toHaveTextContent(/undefined|null/);
    // The site's own links are all that is left.
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Exam Courses',
      'All Courses',
      'Resource Library',
      'Contact Us',
      'Privacy Notice',
      'Terms of Use',
    ]);
  });

  it('when the settings are still loading, then no name or placeholder is shown', () => {
    mockFetch();
    const footer = renderFooter();

    expect(within(footer).queryByText(/©/)).not.toBeInTheDocument();
    expect(footer).not.toHaveTextContent(/undefined|Institute|Academy/);
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });
});
