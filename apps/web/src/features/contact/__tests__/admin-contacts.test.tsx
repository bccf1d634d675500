import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_COLUMNS } from '@tutoring/shared';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { AdminContacts } from '../components/admin-contacts';
import { renderElement } from '../../../test/render-screen';
import { PRIYA, listAnswer } from './contact-fixtures';

function renderContacts() {
  renderElement(<AdminContacts />);
}

function captureDownloads() {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  return clicked;
}

describe('admin contact messages', () => {
  it('when messages exist, then the table shows each with its received date', async () => {
    mockFetch({ 'GET /api/contact': () => listAnswer([PRIYA]) });
    renderContacts();

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // Mobile and Email sit under the name, so the table fits beside the sidebar at 1280 px.
    expect(headers).toEqual(CONTACT_COLUMNS.filter((name) => !['Mobile', 'Email'].includes(name)));
    const person = within(table).getByRole('rowheader');
    expect(person).toHaveTextContent('Priya Shah');
    expect(person).toHaveTextContent(PRIYA.mobile);
    expect(person).toHaveTextContent(PRIYA.email);
    expect(within(table).getByText('Is there a weekend batch?')).toBeInTheDocument();
    // 10:30 UTC on the institute's clock: the default zone (Kolkata) while no settings load.
    expect(within(table).getByText('20 Nov 2026, 16:00')).toBeInTheDocument();
  });

  it('when there are no messages, then the empty text shows', async () => {
    mockFetch({ 'GET /api/contact': () => listAnswer([]) });
    renderContacts();

    expect(await screen.findByText('No contact messages found.')).toBeInTheDocument();
  });

  it('when loading fails without a server message, then the spec text shows', async () => {
    mockFetch({ 'GET /api/contact': () => new Response('bad gateway', { status: 502 }) });
    renderContacts();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load contact messages.');
  });

  it('when loading fails with a server message, then that message shows', async () => {
    mockFetch({
      'GET /api/contact': () =>
        jsonResponse({ message: 'Admin access required.', code: 'FORBIDDEN' }, 403),
    });
    renderContacts();

    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required.');
  });

  it('when the export succeeds, then the file is saved under the server name', async () => {
    const clicked = captureDownloads();
    mockFetch({
      'GET /api/contact': () => listAnswer([PRIYA]),
      'GET /api/contact/export': () =>
        new Response(new Blob(['xlsx']), {
          headers: {
            'Content-Disposition': 'attachment; filename="contact_messages_2026-11-23.xlsx"',
          },
        }),
    });
    renderContacts();

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));

    expect(await screen.findByText(/Downloaded/)).toBeInTheDocument();
    expect(clicked).toEqual(['contact_messages_2026-11-23.xlsx']);
  });

  it('when the server names no file, then it is saved as contact_messages_<today>.xlsx', async () => {
    const clicked = captureDownloads();
    mockFetch({
      'GET /api/contact': () => listAnswer([]),
      'GET /api/contact/export': () => new Response(new Blob(['xlsx'])),
    });
    renderContacts();

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));

    await screen.findByText(/Downloaded/);
    expect(clicked[0]).toMatch(/^contact_messages_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('when the export fails, then the failure text shows', async () => {
    mockFetch({
      'GET /api/contact': () => listAnswer([]),
      'GET /api/contact/export': () => jsonResponse({ message: 'x', code: 'INTERNAL' }, 500),
    });
    renderContacts();

    await userEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to export contacts. Please try again.',
    );
  });
});
