import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { ADMIN, findAdminSectionTitle, renderApp, signedInAs } from '../../test/render-app';

// These tests check routing only; each screen's content is tested beside the screen.
describe('router', () => {
  it('when the path is unknown, then the visitor is sent home', async () => {
    mockFetch();
    const { router } = renderApp('/no/such/page');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
  });

  it.each([
    ['/', undefined],
    ['/coursesv2', 'coursesv2'],
    ['/coursesv2/abc', 'coursesv2/:courseId'],
    ['/courses', 'courses'],
    ['/courses/abc', 'courses/:courseId'],
    ['/resources', 'resources'],
    ['/contact', 'contact'],
    ['/login', 'login'],
    ['/register', 'register'],
  ])('when %s is opened, then the public route %s serves it', async (path, pattern) => {
    mockFetch();
    const { router } = renderApp(path);

    // Every public page but home is loaded on first visit: allow for its first transform.
    expect(await screen.findByRole('main', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.matches.at(-1)?.route.path).toBe(pattern);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('when an admin opens /admin, then they are taken to the dashboard', async () => {
    signedInAs(ADMIN);
    const { router } = renderApp('/admin');

    expect(await findAdminSectionTitle('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it.each([
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/courses', 'Courses'],
    ['/admin/courses/new', 'New Course'],
    ['/admin/courses/abc/details', 'Course Details'],
    ['/admin/coursesv2', 'Courses V2'],
    ['/admin/resources', 'Resources'],
    ['/admin/team', 'Our Team'],
    ['/admin/content', 'Site Content'],
    ['/admin/testimonies', 'Testimonies'],
    ['/admin/contacts', 'Contact Messages'],
    ['/admin/settings', 'Settings'],
  ])('when an admin opens %s, then the admin header reads "%s"', async (path, title) => {
    signedInAs(ADMIN);
    const { router } = renderApp(path);

    expect(await findAdminSectionTitle(title)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
