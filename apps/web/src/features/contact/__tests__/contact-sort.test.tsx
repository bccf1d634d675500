import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { AdminContacts } from '../components/admin-contacts';
import { PRIYA, listAnswer, queryOf } from './contact-fixtures';

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  queryOf(callsTo(fetchMock, 'GET /api/contact').at(-1)![0]);

describe('sorting the lead list', () => {
  it('when the Name header is pressed, then the server is asked for names A to Z, and again for Z to A', async () => {
    const fetchMock = mockFetch({ 'GET /api/contact': () => listAnswer([PRIYA]) });
    const { currentLocation } = renderElement(<AdminContacts />);
    const header = await screen.findByRole('columnheader', { name: 'Name' });

    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(lastQuery(fetchMock).sort).toBe('name'));
    expect(currentLocation().search).toBe('?sort=name');

    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'),
    );
    await waitFor(() => expect(lastQuery(fetchMock).sort).toBe('-name'));
  });

  it('when newest first is chosen again, then no sort is sent (the server default)', async () => {
    const fetchMock = mockFetch({ 'GET /api/contact': () => listAnswer([PRIYA]) });
    renderElement(<AdminContacts />);
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'status' } });
    await waitFor(() => expect(lastQuery(fetchMock).sort).toBe('status'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-createdAt' } });
    await waitFor(() => expect(lastQuery(fetchMock).sort).toBeUndefined());
  });
});
