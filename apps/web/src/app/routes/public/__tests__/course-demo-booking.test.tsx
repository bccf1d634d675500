import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  makeBooking,
  makeSlots,
  NINE,
  TUTOR,
  visitorInKolkata,
} from '../../../../features/bookings/__tests__/booking-fixtures';
import { makeCourseV2 } from '../../../../features/courses-v2/__tests__/fixtures';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { siteSettingsRoute } from '../../../../test/site-settings-fixture';

const COURSE = makeCourseV2({ title: 'IB Physics HL' });

let restoreClock: () => void;
beforeEach(() => {
  restoreClock = visitorInKolkata();
});
afterEach(() => restoreClock());

const routes = (extra: Parameters<typeof mockFetch>[0] = {}) => ({
  [`GET /api/coursesv2/${COURSE._id}`]: () => jsonResponse({ course: COURSE }),
  'GET /api/slots': () => jsonResponse(makeSlots()),
  ...siteSettingsRoute(),
  ...extra,
});

describe("Book a Demo Class on a v2 course's page", () => {
  it("when a parent in Kolkata opens a course, then its free times show there in their zone with the institute's beside them, and they book one without leaving the page", async () => {
    const fetchMock = mockFetch(
      routes({
        'POST /api/bookings': () =>
          jsonResponse({ booking: makeBooking(), manageToken: 'private-token' }, 201),
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp(`/coursesv2/${COURSE._id}`);

    // The section's code loads after the page has painted: its room is kept until then.
    const zoneNote = await screen.findByText(/Times are in your time zone/);
    const section = screen.getByRole('region', { name: 'Book a Demo Class' });
    expect(within(section).getByText(/Times are in your time zone/)).toBe(zoneNote);
    expect(zoneNote).toHaveTextContent(
      /Asia\/(Kolkata|Calcutta); the institute's time \(America\/New_York\) is beside each\./,
    );
    expect(within(section).queryByRole('combobox')).not.toBeInTheDocument();
    const [slotsUrl] = callsTo(fetchMock, 'GET /api/slots')[0] as [string];
    expect(slotsUrl).toContain(`course=${COURSE._id}`);
    await user.click(within(section).getByRole('radio', { name: /^18:30\s*09:00 in New York/ }));
    const form = within(section).getByRole('form', { name: 'Book the demo class' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Priya Parent');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'priya@example.com');
    await user.click(within(form).getByRole('button', { name: 'Book this time' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Your demo class is booked.',
    );
    expect(currentLocation().pathname).toBe(`/coursesv2/${COURSE._id}`);
    const [[, init]] = callsTo(fetchMock, 'POST /api/bookings') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      course: COURSE._id,
      tutorId: TUTOR._id,
      start: NINE,
    });
  });

  it('when the course has no free time, then the section says so and links to the contact form for it', async () => {
    mockFetch(routes({ 'GET /api/slots': () => jsonResponse(makeSlots([])) }));
    renderApp(`/coursesv2/${COURSE._id}`);

    const noTimes = await screen.findByText(/No free times in the next two weeks\./);
    const section = screen.getByRole('region', { name: 'Book a Demo Class' });
    expect(within(section).getByText(/No free times in the next two weeks\./)).toBe(noTimes);
    expect(noTimes).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '/contact?course=IB+Physics+HL',
    );
  });

  it('when an admin views a draft, then no booking section shows and no free times are asked for', async () => {
    const draft = makeCourseV2({ title: 'Draft course', status: 'draft' });
    const fetchMock = mockFetch({
      [`GET /api/coursesv2/${draft._id}`]: () => jsonResponse({ course: draft }),
      ...siteSettingsRoute(),
    });
    renderApp(`/coursesv2/${draft._id}`);

    expect(await screen.findByRole('heading', { name: 'Draft course', level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Book a Demo Class' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/slots')).toHaveLength(0);
  });
});
