import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { SiteHeader } from '../site-header';

function renderHeader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/']}>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('site header', () => {
  it('when shown, then the main navigation links lead to the spec routes', async () => {
    mockFetch(siteSettingsRoute());
    renderHeader();

    const links: [string, string][] = [
      ['Home', '/'],
      ['Courses', '/coursesv2'],
      ['Contact Us', '/contact'],
      ['Admin Panel', '/admin'],
    ];
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(await screen.findByRole('link', { name: 'Harbour Lights Academy' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('when the settings hold a logo, then it shows in the header with the name as its alt', async () => {
    mockFetch(siteSettingsRoute(makeSiteSettings({ logo: '/api/files/logo-1' })));
    renderHeader();

    const home = await screen.findByRole('link', { name: 'Harbour Lights Academy' });
    const logo = within(home).getByRole('img', { name: 'Harbour Lights Academy' });
    expect(logo).toHaveAttribute('src', '/api/files/logo-1');
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
  });

  it('when the settings are still loading, then the header shows no name and no nameless link', () => {
    mockFetch();
    renderHeader();

    const banner = screen.getByRole('banner');
    expect(within(banner).queryByText(/Academy|Institute/)).not.toBeInTheDocument();
    const toHome = within(banner)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/');
    expect(toHome.map((link) => link.textContent)).toEqual(['Home']);
    for (const link of within(banner).getAllByRole('link')) {
      expect(link).toHaveAccessibleName();
    }
  });

  it('when the menu button is pressed twice, then the mobile menu opens and closes', async () => {
    mockFetch(siteSettingsRoute());
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).toBeNull();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(menu).toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(document.getElementById('mobile-menu')).toBeNull();
  });

  it('when a link in the mobile menu is followed, then the menu closes', async () => {
    mockFetch(siteSettingsRoute());
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;

    await user.click(menu.querySelector('a[href="/contact"]')!);

    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
