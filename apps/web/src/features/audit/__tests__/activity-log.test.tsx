import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { ActivityLog } from '../components/activity-log';

const ENTRY = {
  _id: 'e'.repeat(24),
  actor: { id: 'a1', email: 'admin@example.com' },
  action: 'status-change',
  entity: 'contact-message',
  entityId: 'c'.repeat(24),
  changedFields: ['status', 'notes'],
  createdAt: '2026-11-23T09:15:00.000Z',
};

const page = (entries: unknown[], total = entries.length, pageNo = 1) =>
  jsonResponse({ entries, total, page: pageNo, limit: 25 });

function renderActivity(path = '/') {
  return renderScreen([{ path: '/', element: <ActivityLog /> }], path);
}

const queryOf = (url: unknown) =>
  Object.fromEntries(new URL(String(url), 'http://test').searchParams);

describe('activity page', () => {
  it('when entries exist, then each row says when, who, what, which entity and id, and the fields', async () => {
    mockFetch({ 'GET /api/audit': () => page([ENTRY]) });
    renderActivity();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Entity', 'ID', 'Changed fields', 'Undo']);
    const when = new Date(ENTRY.createdAt).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const [, row] = within(table).getAllByRole('row');
    const cells = [...row!.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      when,
      'admin@example.com',
      'status-change',
      'contact-message',
      ENTRY.entityId,
      'status, notes',
      '',
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('when nothing was changed yet, then "No activity yet." shows', async () => {
    mockFetch({ 'GET /api/audit': () => page([]) });
    renderActivity();

    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  });

  it('when loading fails, then the server message (or the fallback) shows as an error', async () => {
    mockFetch({ 'GET /api/audit': () => new Response('bad gateway', { status: 502 }) });
    renderActivity();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load activity.');
  });

  it('when there are more pages, then Next asks for page 2', async () => {
    const fetchMock = mockFetch({
      'GET /api/audit': (url) => page([ENTRY], 60, Number(queryOf(url).page)),
    });
    const user = userEvent.setup();
    renderActivity();

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    const [url] = callsTo(fetchMock, 'GET /api/audit').at(-1)!;
    expect(queryOf(url)).toEqual({ page: '2', limit: '25' });
  });

  it('when an entity is chosen, then only its entries are asked for, from page 1, and the URL keeps it', async () => {
    const fetchMock = mockFetch({ 'GET /api/audit': () => page([ENTRY], 60) });
    const { currentLocation } = renderActivity('/?page=2');
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'course-v2' } });

    await waitFor(() => {
      const [url] = callsTo(fetchMock, 'GET /api/audit').at(-1)!;
      expect(queryOf(url)).toEqual({ page: '1', limit: '25', entity: 'course-v2' });
    });
    expect(currentLocation().search).toBe('?entity=course-v2');
  });

  it('when oldest first is chosen, then the server is asked to sort that way', async () => {
    const fetchMock = mockFetch({ 'GET /api/audit': () => page([ENTRY]) });
    renderActivity();
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'createdAt' } });

    await waitFor(() => {
      const [url] = callsTo(fetchMock, 'GET /api/audit').at(-1)!;
      expect(queryOf(url)).toEqual({ page: '1', limit: '25', sort: 'createdAt' });
    });
  });
});
