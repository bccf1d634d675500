import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTeamMember } from '../../../test/team-member-fixture';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import {
  HALF_NINE,
  makeAdminBooking,
  makeBooking,
  makeSlots,
  TUTOR,
  visitorInKolkata,
} from './booking-fixtures';

const BOOKING = makeAdminBooking();

// The admin's browser is in Kolkata on a Wednesday before the week shown.
let restoreClock: () => void;
beforeEach(() => {
  restoreClock = visitorInKolkata();
});
afterEach(() => restoreClock());

function arrange(extra: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(ADMIN);
  return mockFetch({
    ...extra,
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/bookings': () => jsonResponse({ bookings: [BOOKING] }),
    'GET /api/team': () =>
      jsonResponse({ members: [makeTeamMember({ _id: TUTOR._id, name: TUTOR.name })] }),
    [`DELETE /api/bookings/${BOOKING._id}`]: () => new Response(null, { status: 204 }),
  });
}

describe('admin Bookings: the week calendar', () => {
  it("when an admin opens a week, then each booking shows on its day in the institute's time, linked to its lead", async () => {
    const fetchMock = arrange();
    renderApp('/admin/bookings?week=2027-03-17');

    const monday = await screen.findByRole('heading', { name: 'Mon 15 Mar' });
    const day = monday.closest('li')!;
    expect(await within(day).findByText('09:00–09:30')).toBeInTheDocument();
    expect(within(day).getByRole('link', { name: 'Priya Parent' })).toHaveAttribute(
      'href',
      '/admin/contacts?q=Priya%20Parent',
    );
    expect(within(day).getByText(/lead demo-scheduled/)).toBeInTheDocument();
    const [url] = callsTo(fetchMock, 'GET /api/bookings')[0] as [string];
    expect(url).toContain('from=2027-03-14');
    expect(url).toContain('to=2027-03-22');
  });

  it('when a tutor is chosen, then the URL keeps it and only their bookings are asked for', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/admin/bookings?week=2027-03-15');

    const select = await screen.findByRole('combobox', { name: 'Tutor' });
    await within(select).findByRole('option', { name: TUTOR.name });
    await user.selectOptions(select, TUTOR.name);

    await waitFor(() => expect(currentLocation().search).toContain(`tutor=${TUTOR._id}`));
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/bookings').some(([url]) =>
          String(url).includes(`tutorId=${TUTOR._id}`),
        ),
      ).toBe(true),
    );
  });

  it('when an admin cancels a booking, then they confirm first and the cancel is sent', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/bookings?week=2027-03-15');

    const card = (await screen.findByText('09:00–09:30')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: "Cancel Priya Parent's class" }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "Cancel Priya Parent's demo class? They will be told by e-mail.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /api/bookings/${BOOKING._id}`)).toHaveLength(1),
    );
  });

  it('when an admin moves a booking, then they choose a free time of the same tutor and the move is sent', async () => {
    const fetchMock = arrange({
      'GET /api/slots': () => jsonResponse(makeSlots([HALF_NINE])),
      [`PATCH /api/bookings/${BOOKING._id}`]: () =>
        jsonResponse({ booking: makeBooking({ start: HALF_NINE }) }),
    });
    const user = userEvent.setup();
    renderApp('/admin/bookings?week=2027-03-15');

    const card = (await screen.findByText('09:00–09:30')).closest('li')!;
    await user.click(within(card).getByRole('button', { name: "Move Priya Parent's class" }));
    const dialog = await screen.findByRole('dialog', { name: "Move Priya Parent's demo class" });
    await user.click(
      await within(dialog).findByRole('radio', { name: /^19:00\s*09:30 in New York/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, `PATCH /api/bookings/${BOOKING._id}`)).toHaveLength(1),
    );
    const [[, init]] = callsTo(fetchMock, `PATCH /api/bookings/${BOOKING._id}`) as [
      [string, RequestInit],
    ];
    expect(JSON.parse(String(init.body))).toEqual({ start: HALF_NINE });
  });
});
