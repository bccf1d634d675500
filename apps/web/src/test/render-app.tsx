import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from '@tutoring/shared';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/app';
import { startSession } from '../lib/auth-session';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../lib/auth-store';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse, mockFetch } from './fetch-mock';
import { createLocationProbe } from './location-probe';

export const ADMIN: User = {
  id: 'a1',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin',
};
export const EDITOR: User = {
  id: 'e1',
  email: 'editor@example.com',
  name: 'Eddie Editor',
  role: 'editor',
};
/** A tutor, tied to the team member the booking fixtures' TUTOR is. */
export const TUTOR_USER: User = {
  id: 't1',
  email: 'ada.tutor@example.com',
  name: 'Ada Lovelace',
  role: 'tutor',
  teamMemberId: '6b0403a61d0ed3786b2e21ec',
};
export const STUDENT: User = {
  id: 'u1',
  email: 'sam@example.com',
  name: 'Sam Student',
  role: 'user',
};

/** Puts a session in storage the way a previous visit would have left it. */
export function storeSession(user: User, token = `token-${user.id}`): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** A stored session that GET /auth/me confirms; other requests stay pending. */
export function signedInAs(user: User) {
  storeSession(user);
  return mockFetch({ 'GET /api/auth/me': () => jsonResponse({ user }) });
}

/**
 * The whole app at `path`, started the way main.tsx starts it (a MemoryRouter instead of the
 * HashRouter). `currentLocation()` is where the app is now, after any redirects.
 */
export function renderApp(path = '/') {
  const session = startSession();
  const queryClient = createQueryClient();
  const probe = createLocationProbe();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <probe.Probe />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, currentLocation: probe.current, session };
}

/** The section title in the admin header (the screens' own content is theirs to test). */
export function findAdminSectionTitle(title: string): Promise<HTMLElement> {
  // Re-query the banner each time: the public header is replaced while the admin area loads.
  // hidden: a screen that opens with a dialog (courses/new) hides the rest from the a11y tree.
  return waitFor(() => within(screen.getByRole('banner', { hidden: true })).getByText(title));
}
