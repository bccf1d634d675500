import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../router';
import { HOME_DEFAULTS } from '@tutoring/shared';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { ADMIN, findAdminSectionTitle, renderApp, signedInAs } from '../../test/render-app';

// These tests check routing only; each screen's content is tested beside the screen.
describe('router', () => {
  it('when the path is unknown, then the visitor is sent home', async () => {
    mockFetch({ 'GET /api/content/home': () => jsonResponse({ home: HOME_DEFAULTS }) });
    const { currentLocation } = renderApp('/no/such/page');

    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    // The headline is the home content's (it arrives after the page).
    expect(
      await screen.findByRole('heading', { level: 1, name: /tutor who knows your exam/ }),
    ).toBeInTheDocument();
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
    const { currentLocation } = renderApp(path);

    // Every public page but home is loaded on first visit (its first transform included).
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe(path);
    expect(matchRoutes(appRoutes, path)?.at(-1)?.route.path).toBe(pattern);
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('when an admin opens /admin, then they are taken to the dashboard', async () => {
    signedInAs(ADMIN);
    const { currentLocation } = renderApp('/admin');

    expect(await findAdminSectionTitle('Dashboard')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/admin/dashboard');
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
    const { currentLocation } = renderApp(path);

    expect(await findAdminSectionTitle(title)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe(path);
  });
});
