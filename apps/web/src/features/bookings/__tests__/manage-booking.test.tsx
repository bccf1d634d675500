import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import { HALF_NINE, makeBooking, makeSlots, visitorInKolkata } from './booking-fixtures';

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = visitorInKolkata();
});
afterEach(() => restoreClock());

const LINK = '/api/bookings/manage/private-token';

describe('the parent’s booking page (/booking/:token)', () => {
  it('when the parent cancels, then they are asked first, the booking is cancelled and they are told', async () => {
    const fetchMock = mockFetch({
      [`GET ${LINK}`]: () => jsonResponse({ booking: makeBooking() }),
      [`DELETE ${LINK}`]: () => new Response(null, { status: 204 }),
      ...siteSettingsRoute(),
    });
    const user = userEvent.setup();
    renderApp('/booking/private-token');

    expect(await screen.findByText(/Monday 15 March 2027 at 18:30/)).toBeInTheDocument();
    expect(screen.getByText(/Monday 15 March 2027 at 09:00 in New York/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel this booking' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Your demo class is cancelled.')).toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE ${LINK}`)).toHaveLength(1);
  });

  it('when the class is online or in person, then the page says where, the room as a link', async () => {
    const online = { kind: 'online', link: 'https://meet.example/ada', address: '' } as const;
    mockFetch({
      [`GET ${LINK}`]: () => jsonResponse({ booking: makeBooking({ place: online }) }),
      ...siteSettingsRoute(),
    });
    const { unmount } = renderApp('/booking/private-token');

    const room = await screen.findByRole('link', { name: 'https://meet.example/ada' });
    expect(room).toHaveAttribute('href', 'https://meet.example/ada');
    unmount();

    mockFetch({
      [`GET ${LINK}`]: () => jsonResponse({ booking: makeBooking() }),
      ...siteSettingsRoute(),
    });
    renderApp('/booking/private-token');
    expect(await screen.findByText('In person: 3 Quay Street, Falmouth')).toBeInTheDocument();
  });

  it('when the parent keeps it, then nothing is sent', async () => {
    const fetchMock = mockFetch({
      [`GET ${LINK}`]: () => jsonResponse({ booking: makeBooking() }),
      ...siteSettingsRoute(),
    });
    const user = userEvent.setup();
    renderApp('/booking/private-token');

    await user.click(await screen.findByRole('button', { name: 'Cancel this booking' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Keep it' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `DELETE ${LINK}`)).toHaveLength(0);
  });

  it('when the parent moves it, then the page opens the new link and says the class has moved', async () => {
    const moved = makeBooking({ start: HALF_NINE, end: '2027-03-15T14:00:00.000Z' });
    const fetchMock = mockFetch({
      [`GET ${LINK}`]: () => jsonResponse({ booking: makeBooking() }),
      'GET /api/slots': () => jsonResponse(makeSlots([HALF_NINE])),
      [`PATCH ${LINK}`]: () => jsonResponse({ booking: moved, manageToken: 'newer-token' }),
      'GET /api/bookings/manage/newer-token': () => jsonResponse({ booking: moved }),
      ...siteSettingsRoute(),
    });
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/booking/private-token');

    await user.click(await screen.findByRole('button', { name: 'Move to another time' }));
    await user.click(await screen.findByRole('radio', { name: /^19:00/ }));
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/booking/newer-token'));
    expect(await screen.findByText(/Your demo class has moved/)).toBeInTheDocument();
    expect(await screen.findByText(/Monday 15 March 2027 at 19:00/)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, `PATCH ${LINK}`) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ start: HALF_NINE });
  });

  it('when the link is used up or unknown, then the page says so and offers to book again', async () => {
    mockFetch({
      [`GET ${LINK}`]: () =>
        jsonResponse({ code: 'NOT_FOUND', message: 'Booking not found.' }, 404),
      ...siteSettingsRoute(),
    });
    renderApp('/booking/private-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link no longer opens a booking',
    );
    expect(screen.getByRole('link', { name: 'Book a demo class' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
