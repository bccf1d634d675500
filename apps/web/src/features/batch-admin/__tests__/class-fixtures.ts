import { dayKey, type Batch, type CalendarSession } from '@tutoring/shared';

export const TUTOR = { _id: '6b0403a61d0ed3786b2e21ec', name: 'Ada Lovelace' };
export const COURSE = { _id: '6c0000000000000000000001', title: 'IB Maths HL' };
const ZONE = 'Europe/London';

/** A calendar day `days` from today, in the fixtures' (and the settings fixture's) zone. */
export const dayFromToday = (days: number) =>
  dayKey(new Date(Date.now() + days * 86_400_000).toISOString(), ZONE);

/** A session of the batch 'Evening group' on a day at 17:00 UTC for an hour. */
export function makeSession(
  id: string,
  date: string,
  overrides: Partial<CalendarSession> = {},
): CalendarSession {
  return {
    _id: id,
    batch: '6d0000000000000000000001',
    start: `${date}T17:00:00.000Z`,
    end: `${date}T18:00:00.000Z`,
    status: 'scheduled',
    date,
    title: 'Evening group',
    timeZone: ZONE,
    tutor: TUTOR,
    ...overrides,
  };
}

export function makeBatch(overrides: Partial<Batch> = {}): Batch {
  return {
    _id: '6d0000000000000000000001',
    course: COURSE,
    title: 'Evening group',
    tutor: TUTOR,
    timeZone: ZONE,
    weekdays: [1, 3],
    startTime: '17:00',
    durationMinutes: 60,
    startDate: '2027-01-04',
    endDate: '2027-06-30',
    seats: 6,
    seatsLeft: 2,
    waitlisted: 0,
    place: { kind: 'in-person', link: '', address: '' },
    fee: { amount: 150050, period: 'month' },
    status: 'open',
    nextSessions: [],
    ...overrides,
  };
}
