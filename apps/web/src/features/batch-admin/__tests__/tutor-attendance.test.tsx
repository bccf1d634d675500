import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { TUTOR_USER, renderApp, storeSession } from '../../../test/render-app';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import { dayFromToday, makeSession } from './class-fixtures';

const YESTERDAY = makeSession('6e0000000000000000000001', dayFromToday(-1));
const TODAY = makeSession('6e0000000000000000000002', dayFromToday(0));
const REGISTER = `/api/sessions/${TODAY._id}/attendance`;
const LINES = [
  {
    enrolment: '6f0000000000000000000001',
    student: { _id: 's1', name: 'Riya Shah' },
    status: null,
  },
  {
    enrolment: '6f0000000000000000000002',
    student: { _id: 's2', name: 'Omar Haddad' },
    status: 'excused',
  },
];

function arrange() {
  storeSession(TUTOR_USER);
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: TUTOR_USER }),
    ...siteSettingsRoute(),
    'GET /api/batch-sessions': () => jsonResponse({ sessions: [YESTERDAY, TODAY] }),
    [`GET ${REGISTER}`]: () => jsonResponse({ attendance: { session: TODAY._id, records: LINES } }),
    [`PUT ${REGISTER}`]: (_url, init) =>
      jsonResponse({ attendance: JSON.parse(String(init.body)) as unknown }),
  });
}

const phoneWidth = window.innerWidth;
beforeEach(() => {
  window.innerWidth = 390;
  window.dispatchEvent(new Event('resize'));
});
afterEach(() => {
  window.innerWidth = phoneWidth;
});

describe("a tutor's attendance on a phone (390 px)", () => {
  it("when a tutor opens Attendance, then today's session is chosen first and each student has a labelled radio group", async () => {
    arrange();
    renderApp('/admin/my-attendance');

    expect(await screen.findByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
    const session = await screen.findByRole('combobox', { name: 'Session' });
    await waitFor(() => expect(session).toHaveValue(TODAY._id));
    const riya = await screen.findByRole('radiogroup', { name: 'Riya Shah' });
    expect(
      within(riya)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['present', 'absent', 'excused']);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Omar Haddad' })).getByRole('radio', {
        name: 'Excused',
      }),
    ).toBeChecked();
  });

  it('when a tutor marks a student present and saves, then the whole register is sent', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/my-attendance');

    const riya = await screen.findByRole('radiogroup', { name: 'Riya Shah' });
    await user.click(within(riya).getByRole('radio', { name: 'Present' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${REGISTER}`)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, `PUT ${REGISTER}`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      records: [
        { enrolment: LINES[0]?.enrolment, status: 'present' },
        { enrolment: LINES[1]?.enrolment, status: 'excused' },
      ],
    });
  });

  it('when the arrow key moves within a student, then the next mark is chosen (a keyboard-only tutor)', async () => {
    arrange();
    const user = userEvent.setup();
    renderApp('/admin/my-attendance');

    const riya = await screen.findByRole('radiogroup', { name: 'Riya Shah' });
    await user.click(within(riya).getByRole('radio', { name: 'Present' }));
    await user.keyboard('{ArrowRight}');

    expect(within(riya).getByRole('radio', { name: 'Absent' })).toBeChecked();
    expect(within(riya).getByRole('radio', { name: 'Absent' })).toHaveFocus();
  });

  it("when the API refuses the save (another tutor's batch), then its reason is shown", async () => {
    storeSession(TUTOR_USER);
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ user: TUTOR_USER }),
      ...siteSettingsRoute(),
      'GET /api/batch-sessions': () => jsonResponse({ sessions: [TODAY] }),
      [`GET ${REGISTER}`]: () =>
        jsonResponse({ attendance: { session: TODAY._id, records: LINES } }),
      [`PUT ${REGISTER}`]: () =>
        jsonResponse({ code: 'forbidden', message: 'This is not your batch.' }, 403),
    });
    const user = userEvent.setup();
    renderApp('/admin/my-attendance');

    const riya = await screen.findByRole('radiogroup', { name: 'Riya Shah' });
    await user.click(within(riya).getByRole('radio', { name: 'Absent' }));
    await user.click(screen.getByRole('button', { name: 'Save attendance' }));

    expect(await screen.findByText('This is not your batch.')).toBeVisible();
  });
});
