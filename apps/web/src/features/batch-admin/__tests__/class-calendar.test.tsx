import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import { dayFromToday, makeSession } from './class-fixtures';

const TODAY = makeSession('6e0000000000000000000002', dayFromToday(0));
const CANCEL = `/api/sessions/${TODAY._id}/cancel`;

function arrange() {
  storeSession(ADMIN);
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    ...siteSettingsRoute(),
    'GET /api/batch-sessions': () => jsonResponse({ sessions: [TODAY] }),
    [`POST ${CANCEL}`]: () => jsonResponse({ session: { ...TODAY, status: 'cancelled' } }),
  });
}

const openSession = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: /Evening group/ }));
  return screen.findByRole('dialog', { name: 'Session' });
};

describe('admin Class calendar', () => {
  it("when an admin opens a session, then its batch, tutor, time in the institute's zone and status show, with the way to its register", async () => {
    arrange();
    const user = userEvent.setup();
    renderApp('/admin/class-calendar');

    const dialog = await openSession(user);
    expect(within(dialog).getByText('Evening group')).toBeVisible();
    expect(within(dialog).getByText('Ada Lovelace')).toBeVisible();
    expect(within(dialog).getByText('Times in Europe/London')).toBeVisible();
    expect(within(dialog).getByText('Scheduled')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Mark attendance' })).toHaveAttribute(
      'href',
      `/admin/class-attendance?session=${TODAY._id}`,
    );
  });

  it('when an admin cancels a session with a reason, then the question is asked first and the reason sent', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/class-calendar');

    const dialog = await openSession(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.type(within(question).getByLabelText('Reason (optional)'), 'Tutor unwell');
    await user.click(within(question).getByRole('button', { name: 'Cancel session' }));

    await waitFor(() => expect(callsTo(fetchMock, `POST ${CANCEL}`)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, `POST ${CANCEL}`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Tutor unwell' });
  });

  it('when an admin switches to the month view, then the whole month is asked for', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/class-calendar');

    await user.click(await screen.findByRole('button', { name: 'Month' }));

    const first = `${TODAY.date.slice(0, 7)}-01`;
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/batch-sessions').some(([url]) =>
          String(url).includes(`from=${first}`),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  });
});
