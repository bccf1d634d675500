import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, TUTOR_USER, renderApp, storeSession } from '../../../test/render-app';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import { addDays, mondayOf } from '../components/calendar-days';
import { dayFromToday, makeSession } from './class-fixtures';

const TODAY = makeSession('6e0000000000000000000002', dayFromToday(0));
const TOMORROW = makeSession('6e0000000000000000000003', dayFromToday(1));
const CANCEL = `/api/sessions/${TODAY._id}/cancel`;

function arrange(user = ADMIN) {
  storeSession(user);
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user }),
    [`GET /api/sessions/${TOMORROW._id}/attendance`]: () =>
      jsonResponse({
        attendance: {
          session: TOMORROW._id,
          records: [
            {
              enrolment: '6f0000000000000000000001',
              student: { _id: 's1', name: 'Riya Shah' },
              status: null,
            },
          ],
        },
      }),
    ...siteSettingsRoute(),
    'GET /api/batch-sessions': () => jsonResponse({ sessions: [TODAY, TOMORROW] }),
    [`POST ${CANCEL}`]: () => jsonResponse({ session: { ...TODAY, status: 'cancelled' } }),
  });
}

const openSession = async (user: ReturnType<typeof userEvent.setup>, index = 0) => {
  const buttons = await screen.findAllByRole('button', { name: /Evening group/ });
  const target = buttons[index];
  if (!target) throw new Error(`No session ${index} in the calendar`);
  await user.click(target);
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

  it("when an admin follows a session's Mark attendance, then its register opens with that session chosen", async () => {
    arrange();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/admin/class-calendar');

    const sameWeek = TOMORROW.date <= addDays(mondayOf(TODAY.date), 6);
    if (!sameWeek) await user.click(await screen.findByRole('button', { name: 'Next week' }));
    const dialog = await openSession(user, sameWeek ? 1 : 0);
    await user.click(within(dialog).getByRole('link', { name: 'Mark attendance' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    expect(currentLocation().pathname).toBe('/admin/class-attendance');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Session' })).toHaveValue(TOMORROW._id),
    );
    expect(await screen.findByRole('radiogroup', { name: 'Riya Shah' })).toBeVisible();
  });
});

describe("a tutor's My classes", () => {
  it("when a tutor opens a session of their calendar, then its register link is the tutor's own Attendance", async () => {
    arrange(TUTOR_USER);
    const user = userEvent.setup();
    renderApp('/admin/my-classes');

    expect(await screen.findByRole('heading', { level: 1, name: 'My classes' })).toBeVisible();
    const dialog = await openSession(user);
    expect(within(dialog).getByRole('link', { name: 'Mark attendance' })).toHaveAttribute(
      'href',
      `/admin/my-attendance?session=${TODAY._id}`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel session' })).toBeVisible();
  });
});
