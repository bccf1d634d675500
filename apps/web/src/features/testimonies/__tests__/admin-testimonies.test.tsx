import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';

const stored = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const AARAV = { _id: 't1', studentName: 'Aarav Mehta', text: 'Got a 7.', videoUrl: '', ...stored };
const me = () => jsonResponse({ user: ADMIN });
const list = () => jsonResponse({ testimonies: [AARAV] });

function openAsAdmin(routes: Parameters<typeof mockFetch>[0]) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({ 'GET /api/auth/me': me, ...routes });
  renderApp('/admin/testimonies');
  return fetchMock;
}

describe('admin testimonies', () => {
  it('when the list cannot load, then it says "Failed to load testimonies."', async () => {
    openAsAdmin({
      // A 4xx: the query client retries 5xx answers, which would only slow the test.
      'GET /api/testimonies': () => jsonResponse({ message: 'x', code: 'NOT_FOUND' }, 404),
    });

    expect(await screen.findByText('Failed to load testimonies.')).toBeInTheDocument();
  });

  it('when a testimony is added, then it is posted and the list reloads', async () => {
    const user = userEvent.setup();
    const fetchMock = openAsAdmin({
      'GET /api/testimonies': list,
      'POST /api/testimonies': () => jsonResponse({ testimony: { ...AARAV, _id: 't9' } }, 201),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Testimony' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Testimony' });
    await user.type(within(dialog).getByLabelText('Student name'), 'Mia Chen');
    await user.click(within(dialog).getByRole('button', { name: 'Save Testimony' }));

    await screen.findByRole('button', { name: 'Add Testimony' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`,
    );
    expect(calls.filter((call) => call === 'GET /api/testimonies')).toHaveLength(2);
  });

  it('when saving fails, then it says "Failed to save testimony."', async () => {
    const user = userEvent.setup();
    openAsAdmin({
      'GET /api/testimonies': list,
      'PUT /api/testimonies/t1': () => jsonResponse({ message: 'x', code: 'INTERNAL' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Aarav Mehta' }));

    await user.click(screen.getByRole('button', { name: 'Save Testimony' }));

    expect(await screen.findByText('Failed to save testimony.')).toBeInTheDocument();
  });

  it('when delete is confirmed but fails, then it asks first and then says "Failed to delete testimony."', async () => {
    const user = userEvent.setup();
    openAsAdmin({
      'GET /api/testimonies': list,
      'DELETE /api/testimonies/t1': () => jsonResponse({ message: 'x', code: 'INTERNAL' }, 500),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Aarav Mehta' }));

    expect(screen.getByText('Are you sure you want to delete this testimony?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete testimony.')).toBeInTheDocument();
  });
});
