import { z } from 'zod';
import { calendarDate } from '../common/query-params';
import { WEEKDAYS } from './wall-clock';

/** A demo class lasts this long; tutors' hours are cut into slots of this length. */
export const SLOT_MINUTES = 30;
/** How long before a demo class it may still be booked, unless a tutor says otherwise. */
export const DEFAULT_NOTICE_HOURS = 12;
/** How far ahead a demo class may be booked. */
export const BOOKING_HORIZON_DAYS = 90;
/** How many days one request for free slots may cover. */
export const MAX_SLOT_DAYS = 31;
export { WEEKDAYS } from './wall-clock';

const HALF_HOUR = /^([01]\d|2[0-3]):(00|30)$/;
const TIME_MESSAGE = 'Use a time on the hour or half hour, as HH:MM (24-hour).';

/** Minutes after midnight of an "HH:MM" time ("24:00" is the day's end). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** One range of a weekday's hours, in the institute's time zone; day 0 is Sunday. */
export const weeklyHoursSchema = z
  .strictObject({
    day: z
      .number({ error: 'Day must be a number from 0 (Sunday) to 6 (Saturday).' })
      .int('Day must be a number from 0 (Sunday) to 6 (Saturday).')
      .min(0, 'Day must be a number from 0 (Sunday) to 6 (Saturday).')
      .max(6, 'Day must be a number from 0 (Sunday) to 6 (Saturday).'),
    start: z.string().regex(HALF_HOUR, TIME_MESSAGE),
    end: z.string().refine((value) => value === '24:00' || HALF_HOUR.test(value), TIME_MESSAGE),
  })
  .refine((hours) => minutesOf(hours.end) > minutesOf(hours.start), {
    message: 'End must be after start.',
    path: ['end'],
  });

/** Two ranges of one day that share a minute: the same slot would be offered twice. */
function firstOverlap(weekly: WeeklyHours[]): number {
  return weekly.findIndex((hours, index) =>
    weekly.some(
      (other, otherIndex) =>
        otherIndex < index &&
        other.day === hours.day &&
        minutesOf(other.start) < minutesOf(hours.end) &&
        minutesOf(hours.start) < minutesOf(other.end),
    ),
  );
}

/** A tutor's availability as an admin sets it (PUT /team/:id/availability). */
export const availabilityInputSchema = z
  .strictObject({
    weekly: z.array(weeklyHoursSchema).max(70, 'At most 70 ranges of hours.').default([]),
    daysOff: z
      .array(calendarDate)
      .max(366, 'At most 366 days off.')
      .default([])
      .transform((days) => [...new Set(days)].sort()),
    noticeHours: z
      .number({ error: 'Notice must be a number of hours.' })
      .int('Notice must be a whole number of hours.')
      .min(0, 'Notice must be at least 0 hours.')
      .max(720, 'Notice must be at most 720 hours.')
      .default(DEFAULT_NOTICE_HOURS),
  })
  .superRefine((value, context) => {
    const overlap = firstOverlap(value.weekly);
    if (overlap >= 0) {
      context.addIssue({
        code: 'custom',
        path: ['weekly', overlap],
        message: `These hours overlap other hours on ${WEEKDAYS[value.weekly[overlap]!.day]}.`,
      });
    }
  });

export const availabilitySchema = z.object({
  weekly: z.array(z.object({ day: z.number(), start: z.string(), end: z.string() })),
  daysOff: z.array(z.string()),
  noticeHours: z.number(),
});

export type WeeklyHours = z.output<typeof weeklyHoursSchema>;
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;
export type Availability = z.output<typeof availabilitySchema>;
