import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { User } from '@tutoring/shared';
import { App } from '../app/app';
import { appRoutes } from '../app/router';
import { startSession } from '../lib/auth-session';
import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../lib/auth-store';
import { createQueryClient } from '../lib/query-client';

export const ADMIN: User = {
  id: 'a1',
  email: 'admin@example.com',
  name: 'Ada Admin',
  role: 'admin',
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

/** The whole app at `path`, started the way main.tsx starts it. */
export function renderApp(path = '/') {
  const session = startSession();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App router={router} queryClient={queryClient} />);
  return { ...view, router, session };
}
