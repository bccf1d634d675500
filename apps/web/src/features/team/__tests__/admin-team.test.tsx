import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, findAdminSectionTitle, renderApp, storeSession } from '../../../test/render-app';
import { makeTeamMember } from '../../../test/team-member-fixture';

const ANIKA = makeTeamMember({ bio: '', specialties: ['Calculus'] });
const failure = (status: number) => () => jsonResponse({ message: 'x', code: 'X' }, status);

/** Opens the screen and waits for it: it is loaded on first visit (slow on a busy machine). */
async function openAsAdmin(routes: Parameters<typeof mockFetch>[0]) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    ...routes,
  });
  renderApp('/admin/team');
  await findAdminSectionTitle('Our Team');
  return fetchMock;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('admin team', () => {
  it('when the list cannot load, then it says "Failed to load team members."', async () => {
    await openAsAdmin({ 'GET /api/team': failure(404) });

    expect(await screen.findByText('Failed to load team members.')).toBeInTheDocument();
  });

  it('when a member is edited, then the specialties are saved as a list and the list reloads', async () => {
    const user = userEvent.setup();
    const fetchMock = await openAsAdmin({
      'GET /api/team': () => jsonResponse({ members: [ANIKA] }),
      'PUT /api/team/m1': (_url, init) =>
        jsonResponse({ member: { ...ANIKA, ...JSON.parse(String(init.body)) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Dr. Anika Sharma' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    const specialties = within(dialog).getByLabelText('Specialties');
    await user.clear(specialties);
    await user.type(specialties, 'Calculus, Vectors ,');
    await user.click(within(dialog).getByRole('button', { name: 'Save Member' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toMatchObject({
      specialties: ['Calculus', 'Vectors'],
    });
    const reads = () =>
      fetchMock.mock.calls.filter(([url, init]) => url === '/api/team' && init?.method === 'GET');
    await waitFor(() => expect(reads()).toHaveLength(2));
  });

  it('when saving fails, then it says "Failed to save team member."', async () => {
    const user = userEvent.setup();
    await openAsAdmin({
      'GET /api/team': () => jsonResponse({ members: [ANIKA] }),
      'PUT /api/team/m1': failure(500),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Dr. Anika Sharma' }));

    await user.click(screen.getByRole('button', { name: 'Save Member' }));

    expect(await screen.findByText('Failed to save team member.')).toBeInTheDocument();
  });

  it('when delete is confirmed but fails, then it asks first and then says "Failed to delete team member."', async () => {
    const user = userEvent.setup();
    await openAsAdmin({
      'GET /api/team': () => jsonResponse({ members: [ANIKA] }),
      'DELETE /api/team/m1': failure(500),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Anika Sharma' }));

    expect(
      screen.getByText('Are you sure you want to delete this team member?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete team member.')).toBeInTheDocument();
  });
});
