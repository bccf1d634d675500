import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  EDITOR,
  findAdminSectionTitle,
  renderApp,
  signedInAs,
} from '../../../test/render-app';

function renderAdmin(path: string) {
  signedInAs(ADMIN);
  return renderApp(path);
}

describe('admin layout', () => {
  it('when an admin page opens, then the sidebar lists every section and the header names this one', async () => {
    renderAdmin('/admin/testimonies');
    await findAdminSectionTitle('Testimonies');

    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    const entries: [string, string][] = [
      ['Dashboard', '/admin/dashboard'],
      ['Courses', '/admin/courses'],
      ['Courses V2', '/admin/coursesv2'],
      ['Resources', '/admin/resources'],
      ['Our Team', '/admin/team'],
      ['Home page', '/admin/home'],
      ['Site Content', '/admin/content'],
      ['Testimonies', '/admin/testimonies'],
      ['Media Library', '/admin/media'],
      ['Contact Messages', '/admin/contacts'],
      ['Activity', '/admin/activity'],
      ['Bookings', '/admin/bookings'],
      ['Batches', '/admin/batches'],
      ['Holidays', '/admin/holidays'],
      ['Class calendar', '/admin/class-calendar'],
      ['Students', '/admin/students'],
      ['Staff', '/admin/staff'],
      ['Outbox', '/admin/outbox'],
      ['Settings', '/admin/settings'],
      ['Privacy', '/admin/privacy'],
    ];
    expect(within(nav).getAllByRole('link')).toHaveLength(20);
    for (const [name, href] of entries) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/admin/security',
    );
    expect(screen.getByRole('link', { name: 'View Public Site' })).toHaveAttribute('href', '/');
  });

  it('when an editor opens the admin, then the sidebar lists only the content sections', async () => {
    signedInAs(EDITOR);
    renderApp('/admin/testimonies');
    await findAdminSectionTitle('Testimonies');

    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Courses',
      'Courses V2',
      'Resources',
      'Our Team',
      'Home page',
      'Site Content',
      'Testimonies',
    ]);
  });

  it.each([
    '/admin/contacts',
    '/admin/staff',
    '/admin/outbox',
    '/admin/activity',
    '/admin/bookings',
    '/admin/settings',
  ])(
    'when an editor types %s, then a 403 page says it is for administrators, in the admin layout',
    async (path) => {
      signedInAs(EDITOR);
      const { currentLocation } = renderApp(path);

      expect(
        await screen.findByRole('heading', { name: "You don't have access to this page" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
        'href',
        '/admin/dashboard',
      );
      expect(currentLocation().pathname).toBe(path);
    },
  );

  it('when the phone menu is opened, then it shows the same groups as the sidebar', async () => {
    const user = userEvent.setup();
    signedInAs(EDITOR);
    renderApp('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const menu = screen.getByRole('complementary', { name: 'Admin' });
    expect(menu).toHaveAttribute('id', 'admin-sidebar');
    expect(
      within(menu)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Content']);
  });

  it('when the phone menu button is pressed, then it opens and closes the sidebar', async () => {
    const user = userEvent.setup();
    renderAdmin('/admin/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
    expect(toggle).toHaveAccessibleName('Close menu');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('when Log out is pressed, then the session ends and the public home page shows', async () => {
    const user = userEvent.setup();
    const { currentLocation } = renderAdmin('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
