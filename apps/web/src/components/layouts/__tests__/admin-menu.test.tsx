import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { School } from 'lucide-react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { User } from '@tutoring/shared';
import { signIn } from '../../../lib/auth-store';
import { mockFetch } from '../../../test/fetch-mock';
import { ADMIN, EDITOR, TUTOR_USER } from '../../../test/render-app';
import { adminMenuFor } from '../admin-menu';
import { ADMIN_NAV_ITEMS, type AdminNavItem } from '../admin-nav-items';
import { AdminSidebar } from '../admin-sidebar';

function renderMenu(user: User, path = '/admin') {
  mockFetch();
  signIn({ token: `token-${user.id}`, user });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AdminSidebar open onLogout={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Admin sections' });
}

const headings = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const entries = (nav: HTMLElement, group: string) =>
  within(within(nav).getByRole('list', { name: group }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('admin menu: the groups each role sees', () => {
  it('when an admin is signed in, then every group with screens shows, in order, each with its screens', () => {
    const nav = renderMenu(ADMIN);

    expect(headings(nav)).toEqual([
      'Content',
      'Leads and bookings',
      'Classes and fees',
      'People',
      'System',
    ]);
    expect(entries(nav, 'Content')).toEqual([
      'Courses',
      'Courses V2',
      'Resources',
      'Our Team',
      'Home page',
      'Site Content',
      'Testimonies',
      'Media Library',
    ]);
    expect(entries(nav, 'Leads and bookings')).toEqual(['Contact Messages', 'Bookings']);
    expect(entries(nav, 'Classes and fees')).toEqual(['Batches', 'Holidays', 'Class calendar']);
    expect(entries(nav, 'People')).toEqual(['Students', 'Staff', 'Privacy']);
    expect(entries(nav, 'System')).toEqual(['Activity', 'Outbox', 'Settings']);
  });

  it('when an admin is signed in, then Dashboard comes first, above the groups', () => {
    const nav = renderMenu(ADMIN);

    const first = within(nav).getAllByRole('link')[0];
    expect(first).toHaveAccessibleName('Dashboard');
    expect(first).toHaveAttribute('href', '/admin/dashboard');
  });

  it('when an editor is signed in, then only the Content group shows, without the admin-only Media Library', () => {
    const nav = renderMenu(EDITOR);

    expect(headings(nav)).toEqual(['Content']);
    expect(entries(nav, 'Content')).not.toContain('Media Library');
    expect(entries(nav, 'Content')).toContain('Testimonies');
  });

  it('when a tutor is signed in, then only their own screens show: bookings, hours and calendar, and their classes and attendance', () => {
    const nav = renderMenu(TUTOR_USER, '/admin/my-bookings');

    expect(headings(nav)).toEqual(['Leads and bookings', 'Classes and fees']);
    expect(entries(nav, 'Leads and bookings')).toEqual([
      'My bookings',
      'My hours',
      'Calendar feed',
    ]);
    expect(entries(nav, 'Classes and fees')).toEqual(['My classes', 'Attendance']);
    expect(within(nav).getByRole('link', { name: 'Attendance' })).toHaveAttribute(
      'href',
      '/admin/my-attendance',
    );
  });

  it('when staff are signed in, then Security sits at the foot beside Change password, out of the groups', () => {
    const nav = renderMenu(EDITOR);

    expect(within(nav).queryByRole('link', { name: 'Security' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
  });

  it('when a tutor is signed in, then Security is not offered', () => {
    renderMenu(TUTOR_USER, '/admin/my-bookings');

    expect(screen.queryByRole('link', { name: 'Security' })).toBeNull();
  });
});

describe('admin menu: a group appears once it has a screen', () => {
  const withoutClasses = ADMIN_NAV_ITEMS.filter(({ screen }) => screen.menu !== 'classes-and-fees');
  const batches: AdminNavItem = {
    to: '/admin/batches',
    label: 'Batches',
    icon: School,
    countsNewMessages: false,
    screen: {
      path: '/admin/batches',
      title: 'Batches',
      audience: 'admin',
      menu: 'classes-and-fees',
    },
  };

  it('when no screen is in Classes and fees, then that group is left out', () => {
    const groups = adminMenuFor('admin', withoutClasses).groups.map(({ heading }) => heading);

    expect(groups).not.toContain('Classes and fees');
  });

  it('when a screen joins Classes and fees, then the group shows between Leads and bookings and People', () => {
    const menu = adminMenuFor('admin', [...withoutClasses, batches]);

    expect(menu.groups.map(({ heading }) => heading)).toEqual([
      'Content',
      'Leads and bookings',
      'Classes and fees',
      'People',
      'System',
    ]);
    expect(menu.groups[2]?.items.map(({ label }) => label)).toEqual(['Batches']);
  });

  it('when a role may not open the only screen of a group, then that group stays hidden for it', () => {
    const menu = adminMenuFor('editor', [...withoutClasses, batches]);

    expect(menu.groups.map(({ heading }) => heading)).toEqual(['Content']);
  });
});

describe('admin menu: the open page and the keyboard', () => {
  it('when Bookings is open, then its entry alone is marked as the current page', () => {
    const nav = renderMenu(ADMIN, '/admin/bookings');

    expect(within(nav).getByRole('link', { name: 'Bookings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Courses' })).not.toHaveAttribute('aria-current');
  });

  it('when Tab is pressed, then focus walks the entries in the menu order, across the groups', async () => {
    const user = userEvent.setup();
    const nav = renderMenu(TUTOR_USER, '/admin/my-bookings');

    await user.tab();
    expect(within(nav).getByRole('link', { name: 'My bookings' })).toHaveFocus();
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'My hours' })).toHaveFocus();
  });
});
