import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminContactsRoute } from '../contacts';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { PRIYA, listAnswer } from '../../../../features/contact/__tests__/contact-fixtures';
import { renderScreen } from '../../../../test/render-screen';

const PATCH = `PATCH /api/contact/${PRIYA._id}`;

function renderContacts(patch: () => Response, lead = PRIYA) {
  let current = { ...lead };
  const fetchMock = mockFetch({
    'GET /api/contact': () => listAnswer([current]),
    [PATCH]: (_url, init) => {
      const answer = patch();
      if (answer.ok) current = { ...current, ...(JSON.parse(String(init.body)) as object) };
      return answer.ok ? jsonResponse({ contactMessage: current }) : answer;
    },
  });
  const view = renderScreen([{ path: '/', element: <AdminContactsRoute /> }]);
  const invalidated = vi.spyOn(view.client, 'invalidateQueries');
  return { fetchMock, invalidated };
}

const patchBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, PATCH).map(([, init]) => JSON.parse(String(init!.body)) as unknown);

describe('admin contact messages: status', () => {
  it('when a status is chosen, then it is saved, the list and the counts reload, and it says so', async () => {
    const { fetchMock, invalidated } = renderContacts(() => jsonResponse({}));
    const select = await screen.findByLabelText('Status for Priya Shah');
    expect(select).toHaveDisplayValue('New');

    fireEvent.change(select, { target: { value: 'contacted' } });

    expect(await screen.findByText('Status of Priya Shah set to Contacted.')).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([{ status: 'contacted' }]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['contact-message'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['stats'] });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/contact')).toHaveLength(2));
    expect(screen.getByLabelText('Status for Priya Shah')).toHaveDisplayValue('Contacted');
  });

  it('when saving the status fails, then the failure shows and the old status stays', async () => {
    renderContacts(() => jsonResponse({ message: 'Database unavailable.', code: 'X' }, 503));
    const select = await screen.findByLabelText('Status for Priya Shah');

    fireEvent.change(select, { target: { value: 'enrolled' } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable.');
    expect(screen.getByLabelText('Status for Priya Shah')).toHaveDisplayValue('New');
  });
});

describe('admin contact messages: held as spam', () => {
  it('when a lead held as spam is released with "Not spam", then it goes back to new in one click', async () => {
    const { fetchMock } = renderContacts(() => jsonResponse({}), { ...PRIYA, status: 'spam' });

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Not spam: Priya Shah' }));

    expect(await screen.findByText('Status of Priya Shah set to New.')).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([{ status: 'new' }]);
  });

  it('when a lead is not spam, then it has no "Not spam" button', async () => {
    renderContacts(() => jsonResponse({}));
    await screen.findByLabelText('Status for Priya Shah');
    expect(screen.queryByRole('button', { name: /^Not spam/ })).toBeNull();
  });
});

describe('admin contact messages: notes', () => {
  it('when notes are written and saved, then they are sent, the dialog closes and the note shows', async () => {
    const { fetchMock } = renderContacts(() => jsonResponse({}));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add notes for Priya Shah' }));
    const dialog = screen.getByRole('dialog', { name: 'Notes for Priya Shah' });
    await user.type(within(dialog).getByLabelText('Notes'), 'Call back Saturday');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notes saved for Priya Shah.')).toBeInTheDocument();
    expect(patchBodies(fetchMock)).toEqual([{ notes: 'Call back Saturday' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Call back Saturday')).toBeInTheDocument();
  });

  it('when saving notes fails, then the dialog stays open with the failure', async () => {
    renderContacts(() => new Response('bad gateway', { status: 502 }));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add notes for Priya Shah' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Notes'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to save notes. Please try again.',
    );
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('x');
  });
});
