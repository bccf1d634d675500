import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp, storeSession, TUTOR_USER } from '../../../../test/render-app';
import { siteSettingsRoute } from '../../../../test/site-settings-fixture';
import { NEW_FEED_WARNING } from '../../../../features/team/components/calendar-feed-panel';
import {
  makeBooking,
  TUTOR,
  visitorInKolkata,
} from '../../../../features/bookings/__tests__/booking-fixtures';

const HOURS = `/api/team/${TUTOR._id}/availability`;
const FEED = `/api/team/${TUTOR._id}/calendar-feed`;
const FEED_URL = 'https://www.example.edu/api/calendar/Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1.ics';

// As the server answers a tutor: their own bookings, no lead, no message.
const OWN_BOOKING = {
  ...makeBooking({ place: { kind: 'online', link: 'https://meet.example/ada', address: '' } }),
  lead: null,
};

function arrange() {
  storeSession(TUTOR_USER);
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: TUTOR_USER }),
    'GET /api/bookings': () => jsonResponse({ bookings: [OWN_BOOKING] }),
    [`GET ${HOURS}`]: () =>
      jsonResponse({
        availability: {
          weekly: [{ day: 1, start: '09:00', end: '12:00' }],
          daysOff: [],
          noticeHours: 12,
        },
      }),
    [`PUT ${HOURS}`]: (_url, init) =>
      jsonResponse({ availability: JSON.parse(String(init.body)) as unknown }),
    [`POST ${FEED}`]: () => jsonResponse({ url: FEED_URL }),
    ...siteSettingsRoute(),
  });
}

describe('a tutor: My bookings', () => {
  let restoreClock: () => void;
  beforeEach(() => {
    restoreClock = visitorInKolkata();
  });
  afterEach(() => restoreClock());

  it('when a tutor opens their week, then their classes show with the place, with no tutor to choose and nothing to move or cancel', async () => {
    const fetchMock = arrange();
    renderApp('/admin/my-bookings?week=2027-03-15');

    const card = (await screen.findByText('09:00–09:30')).closest('li')!;
    expect(within(card).getByText('Priya Parent')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Priya Parent' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'https://meet.example/ada' })).toHaveAttribute(
      'href',
      'https://meet.example/ada',
    );
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tutor' })).toBeNull();
    const [url] = callsTo(fetchMock, 'GET /api/bookings')[0] as [string];
    expect(url).toContain('from=2027-03-14');
  });
});

describe('a tutor: My hours', () => {
  it('when a tutor adds a day off and saves, then their own hours are sent and the form starts again from them', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/my-hours');

    expect(await screen.findByText(/institute's time zone, Europe\/London/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'End of range 1' })).toHaveValue('12:00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'End of range 1' }), '13:30');
    await user.type(screen.getByRole('textbox', { name: 'Days off' }), '2027-04-02');
    await user.click(screen.getByRole('button', { name: 'Save Hours' }));

    await waitFor(() => expect(callsTo(fetchMock, `PUT ${HOURS}`)).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, `PUT ${HOURS}`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      weekly: [{ day: 1, start: '09:00', end: '13:30' }],
      daysOff: ['2027-04-02'],
      noticeHours: 12,
    });
    // Still on the screen, with the form reloaded (no unsaved changes left to ask about).
    await waitFor(() => expect(callsTo(fetchMock, `GET ${HOURS}`).length).toBeGreaterThan(1));
    expect(screen.getByRole('heading', { level: 1, name: 'My hours' })).toBeVisible();
  });
});

describe('a tutor: Calendar feed', () => {
  it('when a tutor asks for a new URL and backs out of the warning, then nothing is made', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/my-calendar');

    await user.click(await screen.findByRole('button', { name: 'New URL' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent(NEW_FEED_WARNING);
    await user.click(within(warning).getByRole('button', { name: 'Keep the old URL' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, `POST ${FEED}`)).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Calendar feed URL' })).toBeNull();
  });

  it('when a tutor confirms a new URL, then their own feed is made and its URL shown to copy', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/my-calendar');

    await user.click(await screen.findByRole('button', { name: 'New URL' }));
    await user.click(await screen.findByRole('button', { name: 'Make a new URL' }));

    const field = await screen.findByRole('textbox', { name: 'Calendar feed URL' });
    expect(field).toHaveValue(FEED_URL);
    expect(callsTo(fetchMock, `POST ${FEED}`)).toHaveLength(1);
  });
});
