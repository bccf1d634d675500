import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { makeCourseV2, makeTutor } from './fixtures';

export type Routes = Parameters<typeof mockFetch>[0];

export function openAdmin(routes: Routes = {}, courses = [makeCourseV2()]) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/coursesv2': () => jsonResponse({ courses }),
    'GET /api/team': () => jsonResponse({ members: [makeTutor()] }),
    ...routes,
  });
  renderApp('/admin/coursesv2');
  return fetchMock;
}

export async function openAddForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Course' }));
  return screen.findByRole('dialog', { name: 'Add New Course' });
}

export function sentBody(
  fetchMock: ReturnType<typeof mockFetch>,
  method: string,
): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}
