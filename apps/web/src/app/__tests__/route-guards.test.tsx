import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@tutoring/shared';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../../test/fetch-mock';
import {
  ADMIN,
  STUDENT,
  findAdminSectionTitle,
  renderApp,
  signedInAs,
  storeSession,
} from '../../test/render-app';

const NOTICE = 'Administrator access is required. Please sign in with an admin account.';

function acceptLoginAs(user: User) {
  return mockFetch({
    'POST /api/auth/login': () => jsonResponse({ token: `token-${user.id}`, user }),
  });
}

async function signIn(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'correct-horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The login page is loaded on first visit (a lazy route). */
async function findLoginHeading() {
  return screen.findByRole('heading', { name: 'Sign in to your account' });
}

describe('route guards', () => {
  it('when an anonymous visitor opens /dashboard, then they are sent to /login', async () => {
    mockFetch();
    const { currentLocation } = renderApp('/dashboard');

    expect(await findLoginHeading()).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/login');
  });

  it('when an anonymous visitor opens /admin/courses, then they are sent to /login', async () => {
    mockFetch();
    const { currentLocation } = renderApp('/admin/courses');

    expect(await findLoginHeading()).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/login');
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('when the visitor signs in after a redirect, then they return to the remembered page', async () => {
    acceptLoginAs(ADMIN);
    const { currentLocation } = renderApp('/admin/courses');

    await signIn(ADMIN.email);

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/courses'));
    expect(await findAdminSectionTitle('Courses')).toBeInTheDocument();
  });

  it('when a signed-in non-admin opens an admin page, then /login shows the admin-required notice', async () => {
    signedInAs(STUDENT);
    const { currentLocation } = renderApp('/admin/settings');

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/login');
    expect(await findLoginHeading()).toBeInTheDocument();
  });

  it('when a non-admin switches to an admin account on the notice, then the admin page opens', async () => {
    storeSession(STUDENT);
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ user: STUDENT }),
      'POST /api/auth/login': () => jsonResponse({ token: 'token-a1', user: ADMIN }),
    });
    const { currentLocation } = renderApp('/admin/settings');
    await screen.findByText(NOTICE);

    await signIn(ADMIN.email);

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/settings'));
    expect(await findAdminSectionTitle('Settings')).toBeInTheDocument();
  });

  it('when a signed-in user logs out from the header, then they are home and signed out', async () => {
    signedInAs(STUDENT);
    const { currentLocation } = renderApp('/dashboard');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('when an admin signs in with no remembered page, then they land on /admin/dashboard', async () => {
    acceptLoginAs(ADMIN);
    const { currentLocation } = renderApp('/login');

    await signIn(ADMIN.email);

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/dashboard'));
    expect(await findAdminSectionTitle('Dashboard')).toBeInTheDocument();
  });

  it('when a user signs in with no remembered page, then they land on /dashboard', async () => {
    acceptLoginAs(STUDENT);
    const { currentLocation } = renderApp('/login');

    await signIn(STUDENT.email);

    await waitFor(() => expect(currentLocation().pathname).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByLabelText('Password')).not.toBeInTheDocument());
  });

  it('when a stored token is still being verified, then the guard shows a spinner, not a redirect', async () => {
    storeSession(STUDENT);
    mockFetch({ 'GET /api/auth/me': pendingUntilAborted });
    const { currentLocation } = renderApp('/dashboard');

    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/dashboard');
  });

  it('when /auth/me answers 401 for a stored token, then the token is cleared and the visitor signs in again', async () => {
    storeSession(STUDENT, 'expired-token');
    mockFetch({
      'GET /api/auth/me': () =>
        jsonResponse({ message: 'Your session has expired.', code: 'UNAUTHORIZED' }, 401),
    });
    const { currentLocation } = renderApp('/dashboard');

    expect(await findLoginHeading()).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('when /auth/me confirms a stored admin token, then the admin page opens', async () => {
    signedInAs(ADMIN);
    const { currentLocation } = renderApp('/admin/team');

    expect(await findAdminSectionTitle('Our Team')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/admin/team');
  });
});
