import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN, renderApp, storeSession } from '../../test/render-app';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';

describe('router', () => {
  it('when the path is unknown, then the visitor is sent home', async () => {
    const { router } = renderApp('/no/such/page');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
      'href',
      '/coursesv2',
    );
  });

  it.each([
    ['/courses', 'Available Courses'],
    ['/resources', 'Resource Library'],
    ['/contact', 'Contact Us'],
    ['/coursesv2', 'Exam Preparation Courses'],
    ['/coursesv2/abc', 'Course Details'],
    ['/courses/abc', 'Course Details'],
    ['/register', 'Create your account'],
  ])('when %s is opened, then the heading reads "%s"', async (path, heading) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${heading} · Summit Tutoring Institute`));
  });

  it('when an admin opens /admin, then the dashboard is shown', async () => {
    storeSession(ADMIN);
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ user: ADMIN }) });
    const { router } = renderApp('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
  });

  it.each([
    ['/admin/courses/new', 'Add New Course'],
    ['/admin/courses/abc/details', 'Course Details Editor'],
    ['/admin/coursesv2', 'Manage Courses V2'],
    ['/admin/contacts', 'Contact Messages'],
    ['/admin/settings', 'Admin Settings'],
  ])('when an admin opens %s, then the heading reads "%s"', async (path, heading) => {
    storeSession(ADMIN);
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ user: ADMIN }) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming soon.')).toBeInTheDocument();
  });
});
