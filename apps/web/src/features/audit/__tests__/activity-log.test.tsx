import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { auditPage, renderActivity, STATUS_CHANGE } from './audit-fixture';

const queryOf = (url: unknown) =>
  Object.fromEntries(new URL(String(url), 'http://test').searchParams);

describe('activity page', () => {
  it('when entries exist, then each row says when, who, what, which entity and id, and the fields', async () => {
    mockFetch({ 'GET /api/audit': () => auditPage([STATUS_CHANGE]) });
    renderActivity();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Entity', 'ID', 'Changed fields', 'Undo']);
    const when = new Date(STATUS_CHANGE.createdAt).toLocaleString(undefined, {
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
      STATUS_CHANGE.entityId,
      'status, notes',
      '',
    ]);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('when nothing was changed yet, then "No activity yet." shows', async () => {
    mockFetch({ 'GET /api/audit': () => auditPage([]) });
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
      'GET /api/audit': (url) => auditPage([STATUS_CHANGE], 60, Number(queryOf(url).page)),
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
    const fetchMock = mockFetch({ 'GET /api/audit': () => auditPage([STATUS_CHANGE], 60) });
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
    const fetchMock = mockFetch({ 'GET /api/audit': () => auditPage([STATUS_CHANGE]) });
    renderActivity();
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'createdAt' } });

    await waitFor(() => {
      const [url] = callsTo(fetchMock, 'GET /api/audit').at(-1)!;
      expect(queryOf(url)).toEqual({ page: '1', limit: '25', sort: 'createdAt' });
    });
  });
});
