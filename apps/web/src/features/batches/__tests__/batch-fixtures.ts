import type { Batch } from '@tutoring/shared';
import { vi } from 'vitest';

export const COURSE_ID = 'c0ffee00000000000000c001';

/** Saturday mornings in London: 10:00 there is 15:30 in Kolkata (GMT before the clocks move). */
export function makeBatch(overrides: Partial<Batch> = {}): Batch {
  return {
    _id: 'b0ffee00000000000000b001',
    course: { _id: COURSE_ID, title: 'IB Physics HL' },
    title: 'Saturday mornings',
    tutor: { _id: 't1', name: 'Rohan Mehta' },
    timeZone: 'Europe/London',
    weekdays: [6],
    startTime: '10:00',
    durationMinutes: 90,
    startDate: '2027-01-09',
    endDate: '2027-06-26',
    seats: 8,
    seatsLeft: 3,
    waitlisted: 0,
    place: { kind: 'in-person', link: '', address: '3 Quay Street, Falmouth' },
    fee: null,
    status: 'open',
    nextSessions: [
      {
        _id: 's1',
        start: '2027-03-13T10:00:00.000Z',
        end: '2027-03-13T11:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** Friday evenings in New York: 20:00 there is 06:30 on Saturday in Kolkata. */
export const NEW_YORK_FRIDAYS = makeBatch({
  _id: 'b0ffee00000000000000b002',
  title: 'Friday evenings',
  timeZone: 'America/New_York',
  weekdays: [5],
  startTime: '20:00',
  durationMinutes: 60,
  seatsLeft: 1,
  place: { kind: 'online', link: 'https://meet.example/secret', address: '' },
  fee: { amount: 12_000_00, period: 'month' },
  nextSessions: [{ _id: 's2', start: '2027-03-13T01:00:00.000Z', end: '2027-03-13T02:00:00.000Z' }],
});

export const FULL_BATCH = makeBatch({
  _id: 'b0ffee00000000000000b003',
  title: 'Sunday afternoons',
  seatsLeft: 0,
});

/** The visitor's device in Kolkata, a few days before the sessions above. */
export function visitorInKolkata() {
  vi.stubEnv('TZ', 'Asia/Kolkata');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-10T12:00:00.000Z'));
  return () => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  };
}
