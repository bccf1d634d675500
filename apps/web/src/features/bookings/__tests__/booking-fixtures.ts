import type { AdminBooking, Booking, Slots } from '@tutoring/shared';
import { vi } from 'vitest';

/** What the booking section reads of a published v2 course (the list is typed, not checked). */
export const COURSE = { _id: '6b0403a61d0ed3786b2e2218', title: 'IB Physics HL' };
export const TUTOR = { _id: '6b0403a61d0ed3786b2e21ec', name: 'Ada Lovelace' };

/** Monday 15 March 2027, 09:00 and 09:30 in New York (EDT): 18:30 and 19:00 in Kolkata. */
export const NINE = '2027-03-15T13:00:00.000Z';
export const HALF_NINE = '2027-03-15T13:30:00.000Z';

/**
 * The browser's clock and zone: a Wednesday before the slots, in Kolkata. Only Date is faked:
 * timers run, so the screens' own waits still end.
 */
export function visitorInKolkata() {
  vi.stubEnv('TZ', 'Asia/Kolkata');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-10T12:00:00.000Z'));
  return () => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  };
}

export function makeSlots(starts = [NINE, HALF_NINE]): Slots {
  return {
    slots: starts.map((start) => ({
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      tutorId: TUTOR._id,
    })),
    tutors: [TUTOR],
    timeZone: 'America/New_York',
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: '6b0403a61d0ed3786b2e2300',
    course: { _id: COURSE._id, title: COURSE.title },
    tutor: TUTOR,
    start: NINE,
    end: HALF_NINE,
    name: 'Priya Parent',
    consent: { given: false, at: null, noticeVersion: '' },
    source: { landingPage: '', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '' },
    email: 'priya@example.com',
    mobile: '',
    message: '',
    status: 'booked',
    timeZone: 'Asia/Kolkata',
    instituteTimeZone: 'America/New_York',
    place: { kind: 'in-person', link: '', address: '3 Quay Street, Falmouth' },
    createdAt: '2027-03-10T12:00:00.000Z',
    ...overrides,
  };
}

export const makeAdminBooking = (overrides: Partial<AdminBooking> = {}): AdminBooking => ({
  ...makeBooking(),
  lead: { _id: '6b0403a61d0ed3786b2e2400', status: 'demo-scheduled' },
  ...overrides,
});
