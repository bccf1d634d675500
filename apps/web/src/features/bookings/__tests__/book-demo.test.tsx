import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';
import {
  COURSE,
  HALF_NINE,
  makeBooking,
  makeSlots,
  NINE,
  TUTOR,
  visitorInKolkata,
} from './booking-fixtures';

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = visitorInKolkata();
});
afterEach(() => restoreClock());

const routes = (extra: Parameters<typeof mockFetch>[0] = {}) => ({
  'GET /api/coursesv2': () => jsonResponse({ courses: [COURSE] }),
  'GET /api/slots': () => jsonResponse(makeSlots()),
  ...siteSettingsRoute(),
  ...extra,
});

async function chooseHalfSixAndFillIn(user: ReturnType<typeof userEvent.setup>) {
  const times = await screen.findByRole('radiogroup', { name: 'Times on Mon 15 Mar' });
  await user.click(within(times).getByRole('radio', { name: /^18:30\s*09:00 in New York/ }));
  const form = bookingForm();
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Priya Parent');
  await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'priya@example.com');
}

/** The booking's own form: the contact form below it has a Name and an Email too. */
const bookingForm = () => screen.getByRole('form', { name: 'Book the demo class' });

describe('Book a Demo Class on the contact page', () => {
  it("when a parent in Kolkata comes from a course, then its free times show in their zone with the institute's beside them, and booking one confirms it with the link to move or cancel", async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/bookings': () =>
          jsonResponse({ booking: makeBooking(), manageToken: 'private-token' }, 201),
      }),
    );
    const user = userEvent.setup();
    renderApp(`/contact?course=${encodeURIComponent('ib physics hl')}`);

    expect(await screen.findByRole('combobox', { name: 'Demo class for' })).toHaveValue(COURSE._id);
    expect(await screen.findByText(/Times are in your time zone/)).toHaveTextContent(
      /Asia\/(Kolkata|Calcutta); the institute's time \(America\/New_York\) is beside each\./,
    );
    expect(screen.getByRole('radio', { name: 'Mon 15 Mar' })).toBeChecked();
    await chooseHalfSixAndFillIn(user);
    expect(screen.getByText(`Mon 15 Mar at 18:30 with ${TUTOR.name}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Your demo class is booked.');
    expect(status).toHaveTextContent('Monday 15 March 2027 at 18:30');
    expect(
      within(status).getByRole('link', { name: 'Move or cancel this booking' }),
    ).toHaveAttribute('href', '/booking/private-token');
    const [[, init]] = callsTo(fetchMock, 'POST /api/bookings') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Priya Parent',
      email: 'priya@example.com',
      mobile: '',
      message: '',
      course: COURSE._id,
      tutorId: TUTOR._id,
      start: NINE,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      // The contact form's spam signals: the empty honeypot and the time the form took.
      website: '',
      elapsedMs: expect.any(Number),
      // The consent box, left unticked.
      consent: false,
    });
  });

  it('when the time was taken meanwhile, then the server says so and the fresh times are offered, what was typed kept', async () => {
    let slotReads = 0;
    mockFetch(
      routes({
        'GET /api/slots': () => {
          slotReads += 1;
          return jsonResponse(makeSlots(slotReads === 1 ? [NINE, HALF_NINE] : [HALF_NINE]));
        },
        'POST /api/bookings': () =>
          jsonResponse(
            {
              code: 'CONFLICT',
              message: 'That time was just booked by someone else. Please choose another time.',
            },
            409,
          ),
      }),
    );
    const user = userEvent.setup();
    renderApp('/contact');

    await chooseHalfSixAndFillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('just booked by someone else');
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /^18:30/ })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('radio', { name: /^19:00/ }));
    expect(within(bookingForm()).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Priya Parent',
    );
  });

  it('when the e-mail is left out, then the form says it is required and nothing is sent', async () => {
    const fetchMock = mockFetch(routes());
    const user = userEvent.setup();
    renderApp('/contact');

    const times = await screen.findByRole('radiogroup', { name: 'Times on Mon 15 Mar' });
    await user.click(within(times).getByRole('radio', { name: /^18:30/ }));
    await user.type(within(bookingForm()).getByRole('textbox', { name: 'Name' }), 'Priya Parent');
    await user.click(screen.getByRole('button', { name: 'Book this time' }));

    expect(await screen.findByText('E-mail is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/bookings')).toHaveLength(0);
  });

  it('when no course can be booked yet, then no booking section shows and the contact form does', async () => {
    mockFetch(routes({ 'GET /api/coursesv2': () => jsonResponse({ courses: [] }) }));
    renderApp('/contact');

    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    // While the courses load, the section keeps its room; once none is bookable, it goes.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Book a Demo Class' })).not.toBeInTheDocument(),
    );
  });
});
