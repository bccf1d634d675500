import { describe, expect, it } from 'vitest';
import { availabilityInputSchema } from './availability.schema';
import { bookingInputSchema, slotsQuerySchema } from './bookings.schema';
import { isTimeZone } from './time-zone';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('tutor availability', () => {
  it('when a day has two ranges that meet end to start, and one runs to midnight, then they are valid', () => {
    const parsed = availabilityInputSchema.parse({
      weekly: [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 1, start: '12:00', end: '24:00' },
      ],
    });
    expect(parsed).toEqual({ weekly: parsed.weekly, daysOff: [], noticeHours: 12 });
  });

  it.each([
    [{ weekly: [{ day: 1, start: '24:00', end: '24:00' }] }, 'half hour'],
    [{ weekly: [{ day: 1, start: '09:00', end: '09:00' }] }, 'End must be after start.'],
    [{ weekly: [{ day: 1.5, start: '09:00', end: '10:00' }] }, 'Day must be'],
    [
      {
        weekly: [
          { day: 0, start: '09:00', end: '12:00' },
          { day: 0, start: '11:30', end: '13:00' },
        ],
      },
      'overlap other hours on Sunday',
    ],
    [{ noticeHours: 721 }, 'at most 720'],
  ])('when the hours are %j, then they are refused: %s', (input, message) => {
    expect(firstMessage(availabilityInputSchema.safeParse(input))).toContain(message);
  });
});

describe('booking input', () => {
  const booking = {
    course: '6b0403a61d0ed3786b2e2218',
    tutorId: '6b0403a61d0ed3786b2e21ec',
    start: '2027-03-15T13:00:00.000Z',
    name: 'Priya',
    email: ' priya@example.com ',
  };

  it('when a parent books with an offset time and their zone, then it is taken, e-mail trimmed', () => {
    const parsed = bookingInputSchema.parse({
      ...booking,
      start: '2027-03-15T18:30:00+05:30',
      timeZone: 'Asia/Kolkata',
    });
    expect(parsed.email).toBe('priya@example.com');
  });

  it.each([
    [{ email: '' }, 'E-mail is required.'],
    [{ start: '15 March' }, 'ISO 8601'],
    [{ timeZone: 'Mars/Olympus' }, 'time zone name'],
    [{ status: 'booked' }, 'Unrecognized key'],
  ])('when the booking has %j, then it is refused: %s', (change, message) => {
    expect(firstMessage(bookingInputSchema.safeParse({ ...booking, ...change }))).toContain(
      message,
    );
  });

  it('when slots are asked for without days, then two weeks', () => {
    expect(slotsQuerySchema.parse({ course: booking.course, from: '2027-03-15' }).days).toBe(14);
  });
});

describe('time zones', () => {
  it('when a name is an IANA zone, then it is one; anything else is not', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('../etc')).toBe(false);
  });
});
