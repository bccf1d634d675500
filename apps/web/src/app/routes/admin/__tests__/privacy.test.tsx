import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../../test/render-app';
import { siteSettingsRoute } from '../../../../test/site-settings-fixture';

const ERASED = {
  leads: 2,
  bookings: 1,
  mails: 3,
  accounts: 1,
  auditEntries: 1,
  enrolments: 1,
  waitlist: 0,
  attendance: 4,
  credits: 0,
};

function privacyScreen(routes: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: { ...ADMIN, enrolledCourses: [] } }),
    ...siteSettingsRoute(),
    // The sidebar's count of new leads: an erasure reloads it, and the write is settled then.
    'GET /api/stats': () => jsonResponse({ stats: { newContactMessages: 0 } }),
    ...routes,
  });
  renderApp('/admin/privacy');
  return { fetchMock, user: userEvent.setup() };
}

describe('the Privacy screen', () => {
  it('when an admin erases a person and confirms, then the e-mail is sent and what went is said', async () => {
    const { fetchMock, user } = privacyScreen({
      'POST /api/privacy/erase': () => jsonResponse({ erased: ERASED }),
    });

    await user.type(await screen.findByLabelText("Person's e-mail"), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    await user.click(await screen.findByRole('button', { name: 'Erase' }));

    expect(
      await screen.findByText(
        'Erased: 2 leads, 1 booking, 3 mails, 1 account, 1 audit snapshot, 1 class enrolment, 4 attendance records.',
      ),
    ).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST /api/privacy/erase') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'priya@example.com' });
  });

  it('when the e-mail is no address, then it says so and nothing is erased', async () => {
    const { fetchMock, user } = privacyScreen();

    await user.type(await screen.findByLabelText("Person's e-mail"), 'priya');
    await user.click(screen.getByRole('button', { name: 'Erase this person' }));

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/privacy/erase')).toHaveLength(0);
  });

  it('when an admin runs retention now, then the counts are said', async () => {
    const { user } = privacyScreen({
      'POST /api/privacy/retention/run': () => jsonResponse({ deleted: 4, anonymised: 2 }),
    });

    await waitFor(() => expect(screen.getByText(/after 30 days/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Run now' }));

    expect(
      await screen.findByText('Deleted 4 spam leads; anonymised 2 closed leads.'),
    ).toBeInTheDocument();
  });
});
