import { z } from 'zod';
import { LIMITS } from '../constants';
import { spamSignalFields } from '../common/contact-fields';
import { objectId } from '../common/fields';
import { leadFieldsSchema } from '../contact/contact.schema';
import { leadOriginInputFields, leadOriginReadFields } from '../contact/lead-origin.schema';
import { blankMeansAbsent, calendarDate, wholeNumberParam } from '../common/query-params';
import { MAX_SLOT_DAYS } from './availability.schema';
import { timeZoneName } from './time-zone';
import { bookingPlaceSchema } from '../courses-v2/course-place';

/** A moment as an ISO 8601 text with its offset ('2026-03-08T14:30:00.000Z'). */
const instant = (label: string) =>
  z.iso.datetime({
    offset: true,
    error: `${label} must be a date and time in ISO 8601 form, e.g. 2026-03-08T14:30:00Z.`,
  });

/** GET /slots: a v2 course's free demo slots for `days` days from `from` (the institute's days). */
export const slotsQuerySchema = z.strictObject({
  course: objectId,
  from: calendarDate,
  days: wholeNumberParam('Days', 1, MAX_SLOT_DAYS, LIMITS.offeredSlotDays),
});

export const slotSchema = z.object({ start: z.string(), end: z.string(), tutorId: objectId });

export const slotsSchema = z.object({
  slots: z.array(slotSchema),
  /** The tutors the slots name, so a page can show who teaches. */
  tutors: z.array(z.object({ _id: objectId, name: z.string() })),
  /** The institute's time zone, shown beside the visitor's own. */
  timeZone: z.string(),
});

/** What a parent sends to book a slot (POST /bookings). */
export const bookingInputSchema = z.strictObject({
  course: objectId,
  tutorId: objectId,
  start: instant('Start'),
  /** Optional; when sent it must be the slot's end, SLOT_MINUTES after start. */
  end: instant('End').optional(),
  ...leadFieldsSchema.pick({ name: true, mobile: true, message: true }).shape,
  email: z
    .string({ error: 'E-mail is required.' })
    .trim()
    .min(1, 'E-mail is required.')
    .pipe(z.email('Enter a valid e-mail address.').max(254, 'Enter a valid e-mail address.')),
  /** The parent's own time zone: their mails show the time in it. */
  timeZone: timeZoneName.optional(),
  ...spamSignalFields,
  ...leadOriginInputFields,
});

/**
 * What one parent may hold (docs/API.md, bookings): one upcoming demo class per e-mail per
 * course, and three upcoming ones booked from one client address in a day, so nobody takes
 * every slot of a tutor. Beyond either, 429 naming the limit.
 */
export const BOOKING_LIMITS = { perEmailPerCourse: 1, perAddressPerDay: 3 };
export type BookingLimits = typeof BOOKING_LIMITS;

/** Moving a booking to another slot (the parent's link, or an admin). */
export const bookingMoveSchema = z.strictObject({ start: instant('Start') });

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;

/** A booking as the parent sees it through their private link. */
export const bookingSchema = z.object({
  _id: objectId,
  course: z.object({ _id: objectId, title: z.string() }),
  tutor: z.object({ _id: objectId, name: z.string() }),
  start: z.string(),
  end: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  message: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** The parent's time zone, and the institute's. */
  timeZone: z.string(),
  instituteTimeZone: z.string(),
  /** Where the class is, as worked out when it was booked or moved. */
  place: bookingPlaceSchema,
  /** What the parent agreed to and where the visit came from (as on the lead). */
  ...leadOriginReadFields,
  createdAt: z.string(),
});

/** The answer to a new booking: its private link's token comes once, here and in the mail. */
export const newBookingSchema = z.object({
  booking: bookingSchema,
  manageToken: z.string(),
});

/** A booking as admins see it in the calendar: with the lead it created. */
export const adminBookingSchema = bookingSchema.extend({
  lead: z.object({ _id: objectId, status: z.string() }).nullable(),
});

/** GET /bookings (admins): the bookings starting in [from, to] (whole UTC days), one tutor or all. */
export const bookingsQuerySchema = z
  .strictObject({
    from: calendarDate,
    to: calendarDate,
    tutorId: blankMeansAbsent(objectId),
  })
  .refine((value) => value.from <= value.to, {
    message: 'From must be on or before To.',
    path: ['to'],
  });

export type SlotsQuery = z.output<typeof slotsQuerySchema>;
export type Slot = z.infer<typeof slotSchema>;
export type Slots = z.infer<typeof slotsSchema>;
export type BookingInput = z.input<typeof bookingInputSchema>;
export type Booking = z.infer<typeof bookingSchema>;
export type NewBooking = z.infer<typeof newBookingSchema>;
export type AdminBooking = z.infer<typeof adminBookingSchema>;
