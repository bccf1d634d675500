import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, EDITOR, renderApp, storeSession } from '../../../test/render-app';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import { makeTeamMember } from '../../../test/team-member-fixture';

const MEMBER = makeTeamMember({ _id: '6b0403a61d0ed3786b2e21ec' });
const HOURS = `/api/team/${MEMBER._id}/availability`;
const FEED = `/api/team/${MEMBER._id}/calendar-feed`;
const FEED_URL = 'https://www.example.edu/api/calendar/YWRtaW5tYWRldGhpc2ZlZWQxMjM.ics';

function arrange(user = ADMIN) {
  storeSession(user);
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user }),
    'GET /api/team': () => jsonResponse({ members: [MEMBER] }),
    [`GET ${HOURS}`]: () =>
      jsonResponse({ availability: { weekly: [], daysOff: [], noticeHours: 12 } }),
    [`PUT ${HOURS}`]: (_url, init) =>
      jsonResponse({ availability: JSON.parse(String(init.body)) as unknown }),
    [`POST ${FEED}`]: () => jsonResponse({ url: FEED_URL }),
    ...siteSettingsRoute(),
  });
}

describe("admin Our Team: a tutor's demo-class hours", () => {
  it('when an admin adds hours with the end before the start, then the form says which row, and once fixed they are saved', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/team');

    await user.click(await screen.findByRole('button', { name: `Hours of ${MEMBER.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Demo class hours: ${MEMBER.name}` });
    expect(
      await within(dialog).findByText(/institute's time zone, Europe\/London/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add hours' }));
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Day of range 1' }),
      'Tuesday',
    );
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'End of range 1' }),
      '08:00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Hours' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Hours 1: End must be after start.',
    );
    expect(callsTo(fetchMock, `PUT ${HOURS}`)).toHaveLength(0);

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'End of range 1' }),
      '12:30',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Days off' }), '2027-04-02');
    await user.click(within(dialog).getByRole('button', { name: 'Save Hours' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [[, init]] = callsTo(fetchMock, `PUT ${HOURS}`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      weekly: [{ day: 2, start: '09:00', end: '12:30' }],
      daysOff: ['2027-04-02'],
      noticeHours: 12,
    });
  });

  it('when an editor opens the team, then no Hours or Calendar feed button shows (they are for admins)', async () => {
    arrange(EDITOR);
    renderApp('/admin/team');

    expect(await screen.findByRole('heading', { name: MEMBER.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Hours of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Calendar feed of/ })).not.toBeInTheDocument();
  });

  it("when an admin makes a tutor's calendar feed URL, then they are warned first and the new URL is shown", async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/team');

    await user.click(
      await screen.findByRole('button', { name: `Calendar feed of ${MEMBER.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Calendar feed: ${MEMBER.name}` });
    expect(dialog).toHaveTextContent(`lists ${MEMBER.name}'s booked demo classes`);
    await user.click(within(dialog).getByRole('button', { name: 'New URL' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('The URL made before stops working at once');
    expect(callsTo(fetchMock, `POST ${FEED}`)).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'Make a new URL' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Calendar feed URL' })).toHaveValue(
      FEED_URL,
    );
    expect(callsTo(fetchMock, `POST ${FEED}`)).toHaveLength(1);
  });
});
