import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { AdminContacts } from '../components/admin-contacts';
import { PRIYA, listAnswer, queryOf } from './contact-fixtures';
import { renderScreen } from '../../../test/render-screen';

function renderContacts(path = '/') {
  return renderScreen(
    [{ path: '/', element: <AdminContacts courseOptions={['IB Maths']} /> }],
    path,
  );
}

function listQueries(fetchMock: ReturnType<typeof mockFetch>) {
  return callsTo(fetchMock, 'GET /api/contact').map(([url]) => queryOf(url));
}

describe('admin contact messages: filters', () => {
  it('when opened, then the first page of all but spam is asked for', async () => {
    const fetchMock = mockFetch({ 'GET /api/contact': () => listAnswer([PRIYA]) });
    renderContacts();

    await screen.findByText('Priya Shah');
    expect(listQueries(fetchMock)[0]).toEqual({ page: '1', limit: '20' });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('All (except spam)');
  });

  it('when status, course and dates are chosen, then the list is asked for with them from page 1', async () => {
    const fetchMock = mockFetch({ 'GET /api/contact': () => listAnswer([PRIYA]) });
    const { currentLocation } = renderContacts('/?page=3');
    await screen.findByText('Priya Shah');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'spam' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Course'), { target: { value: 'IB Maths' } });

    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({
        status: 'spam',
        course: 'IB Maths',
        from: '2026-11-01',
        to: '2026-11-30',
        page: '1',
        limit: '20',
      }),
    );
    expect(currentLocation().search).toContain('status=spam');
  });

  it('when opened with filters in the URL, then they are applied and shown', async () => {
    const fetchMock = mockFetch({ 'GET /api/contact': () => listAnswer([PRIYA]) });
    renderContacts('/?status=enrolled&q=priya');

    await screen.findByText('Priya Shah');
    expect(listQueries(fetchMock)[0]).toMatchObject({ status: 'enrolled', q: 'priya' });
    expect(screen.getByLabelText('Search')).toHaveValue('priya');
  });

  it('when a search is typed, then the server is asked once, after the typing pauses', async () => {
    const fetchMock = mockFetch({ 'GET /api/contact': () => listAnswer([PRIYA]) });
    const user = userEvent.setup();
    renderContacts();
    await screen.findByText('Priya Shah');

    await user.type(screen.getByLabelText('Search'), '9876');

    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ q: '9876' }));
    const searched = listQueries(fetchMock).map((query) => query.q);
    expect(searched.filter(Boolean)).toEqual(['9876']);
  });
});

describe('admin contact messages: pagination', () => {
  it('when there are more messages than fit, then Next asks for page 2 and the position shows', async () => {
    const fetchMock = mockFetch({
      'GET /api/contact': (url) =>
        listAnswer([PRIYA], { total: 45, page: Number(queryOf(url).page) }),
    });
    const user = userEvent.setup();
    renderContacts();

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 messages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '2' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

describe('admin contact messages: export', () => {
  it('when the list is filtered, then the export sends the same filters and no page', async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = mockFetch({
      'GET /api/contact': () => listAnswer([PRIYA]),
      'GET /api/contact/export': () => new Response(new Blob(['xlsx'])),
    });
    renderContacts('/?status=contacted&course=IB%20Maths&page=2');
    await screen.findByText('Priya Shah');

    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));

    await screen.findByText(/Downloaded/);
    const [url] = callsTo(fetchMock, 'GET /api/contact/export')[0]!;
    expect(queryOf(url)).toEqual({ status: 'contacted', course: 'IB Maths' });
  });
});
