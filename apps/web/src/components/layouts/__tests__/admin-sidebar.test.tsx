import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import type { User } from '@tutoring/shared';
import { signIn } from '../../../lib/auth-store';
import { ADMIN, EDITOR, TUTOR_USER } from '../../../test/render-app';
import { AdminSidebar } from '../admin-sidebar';

const stats = (newContactMessages: number) => () =>
  jsonResponse({ stats: { newContactMessages, contactMessages: 9 } });

function renderSidebar(user: User = ADMIN) {
  signIn({ token: `token-${user.id}`, user });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminSidebar open onLogout={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const contactsLink = () =>
  within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
    name: /^Contact Messages/,
  });

describe('admin sidebar: new-message badge', () => {
  it('when 3 messages are new, then Contact Messages shows 3 and is read as "3 new messages"', async () => {
    mockFetch({ 'GET /api/stats': stats(3) });
    renderSidebar();

    expect(await within(contactsLink()).findByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(contactsLink()).toHaveAccessibleName('Contact Messages (3 new messages)');
  });

  it('when no message is new, then no badge shows', async () => {
    const fetchMock = mockFetch({ 'GET /api/stats': stats(0) });
    renderSidebar();

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(contactsLink()).toHaveAccessibleName('Contact Messages');
  });

  it('when the counts are invalidated (a status changed), then the badge follows', async () => {
    let count = 2;
    mockFetch({ 'GET /api/stats': () => stats(count)() });
    const client = renderSidebar();
    await within(contactsLink()).findByText('2');

    count = 1;
    await client.invalidateQueries({ queryKey: ['stats'] });

    expect(await within(contactsLink()).findByText('1')).toBeInTheDocument();
  });

  it('when listed, then Contact Messages leads the Leads and bookings group', () => {
    mockFetch();
    renderSidebar();

    const group = screen.getByRole('list', { name: 'Leads and bookings' });
    expect(within(group).getAllByRole('link')[0]).toHaveAttribute('href', '/admin/contacts');
  });
});

describe('admin sidebar: the institute', () => {
  it('when the site settings load, then the sidebar names the institute', async () => {
    mockFetch({ 'GET /api/stats': stats(0), ...siteSettingsRoute() });
    renderSidebar();

    const sidebar = screen.getByRole('complementary', { name: 'Admin' });
    expect(await within(sidebar).findByText('Harbour Lights Academy')).toBeInTheDocument();
  });

  it('when an editor is signed in, then no lead count is asked for and Contact Messages is not listed', async () => {
    const fetchMock = mockFetch({ 'GET /api/stats': stats(3) });
    renderSidebar(EDITOR);

    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).queryByRole('link', { name: /Contact Messages/ })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Testimonies' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/stats'),
    );
  });
});

describe('admin sidebar: what each role is shown', () => {
  const sections = () =>
    within(screen.getByRole('navigation', { name: 'Admin sections' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('when a tutor is signed in, then only their own screens are listed and no lead count is asked for', async () => {
    const fetchMock = mockFetch({ 'GET /api/stats': stats(3) });
    renderSidebar(TUTOR_USER);

    expect(sections()).toEqual([
      'My bookings',
      'My hours',
      'Calendar feed',
      'My classes',
      'Attendance',
    ]);
    expect(screen.getByRole('link', { name: 'My hours' })).toHaveAttribute(
      'href',
      '/admin/my-hours',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/api/stats'),
    );
  });

  it("when an admin is signed in, then Bookings is listed and no tutor's own screen", () => {
    mockFetch();
    renderSidebar(ADMIN);
    expect(sections()).toContain('Bookings');
    expect(sections()).not.toContain('My bookings');
    expect(sections()).not.toContain('Calendar feed');
  });

  it('when an editor is signed in, then neither Bookings nor a tutor screen is listed', () => {
    mockFetch();
    renderSidebar(EDITOR);
    expect(sections()).not.toContain('Bookings');
    expect(sections()).not.toContain('My hours');
  });
});
