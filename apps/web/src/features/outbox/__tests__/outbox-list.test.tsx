import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '../../../test/fetch-mock';
import { ADMIN, renderApp, signedInAs } from '../../../test/render-app';

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  _id: '65a1b2c3d4e5f60718293a4b',
  kind: 'lead-notification',
  to: ['admin@example.com'],
  subject: 'New request: Meera Nair about IB Chemistry',
  text: 'A new request came in.',
  calendar: null,
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  nextAttemptAt: '2026-01-05T10:00:00.000Z',
  sentAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  ...over,
});

const SENDING = { paused: false, pausedByConfiguration: false };

function openOutbox(mailServerConfigured: boolean, messages = [message({})], pause = SENDING) {
  const fetchMock = signedInAs(ADMIN);
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input).split('?')[0]}`;
    if (key === 'GET /api/auth/me') return jsonResponse({ user: ADMIN });
    if (key === 'GET /api/outbox') {
      return jsonResponse({
        messages,
        total: messages.length,
        page: 1,
        limit: 25,
        mailServerConfigured,
        ...pause,
      });
    }
    if (key === 'POST /api/outbox/resume') return new Response(null, { status: 204 });
    if (key.startsWith('POST /api/outbox/')) return new Response(null, { status: 202 });
    return new Promise<Response>(() => undefined);
  });
  renderApp('/admin/outbox');
  return fetchMock;
}

describe('Outbox screen', () => {
  it('when a reminder is queued for later, then it says when it is due and offers no Send again', async () => {
    openOutbox(true, [
      message({
        kind: 'booking-reminder',
        subject: 'Reminder: your demo class tomorrow, IB Physics HL',
        status: 'queued',
        attempts: 0,
        lastError: '',
        nextAttemptAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
      }),
    ]);
    const row = (await screen.findByText(/^Reminder: your demo class/)).closest('tr')!;

    expect(row).toHaveTextContent(/queueddue /);
    expect(within(row).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument();
  });

  it('when a mail failed, then its recipients, status, attempts and error show, and Send again queues it', async () => {
    const fetchMock = openOutbox(true);
    const row = (await screen.findByText('New request: Meera Nair about IB Chemistry')).closest(
      'tr',
    )!;

    expect(row).toHaveTextContent('admin@example.com');
    expect(row).toHaveTextContent('failed');
    expect(row).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Send again/ }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/outbox/65a1b2c3d4e5f60718293a4b/resend')).toHaveLength(
        1,
      ),
    );
    expect(screen.queryByText(/No mail server is configured/)).toBeNull();
  });

  it('when no mail server is configured, then the screen says mail waits and nothing is lost', async () => {
    openOutbox(false);
    const note = await screen.findByText(/^No mail server is configured \(SMTP_URL\)/);
    expect(note.closest('[role="status"]')).toHaveTextContent('mail waits here, nothing is lost');
  });

  it('when a status is chosen, then the list is asked for that status', async () => {
    const fetchMock = openOutbox(true);
    await userEvent.setup().selectOptions(await screen.findByLabelText('Status'), 'sent');
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/outbox').map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('status=sent'),
      ),
    );
  });

  it('when a restore paused sending, then the screen explains it and Resume sending asks the server', async () => {
    const fetchMock = openOutbox(true, [message({})], { ...SENDING, paused: true });
    expect(await screen.findByText(/^Sending is paused: this site was restored/)).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume sending' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/outbox/resume')).toHaveLength(1));
  });

  it('when OUTBOX_PAUSED holds sending, then the screen says so and offers no resume', async () => {
    openOutbox(true, [message({})], { paused: true, pausedByConfiguration: true });
    expect(await screen.findByText(/^Sending is paused by OUTBOX_PAUSED/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Resume sending' })).toBeNull();
  });
});
