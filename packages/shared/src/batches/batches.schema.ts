import { z } from 'zod';
import { objectId, requiredText } from '../common/fields';
import { blankMeansAbsent, calendarDate } from '../common/query-params';
import { bookingPlaceSchema, coursePlaceSchema } from '../courses-v2/course-place';
import { timeZoneName } from '../bookings/time-zone';

/** An open batch takes enrolments and is listed publicly; a closed one is neither. */
export const BATCH_STATUSES = ['open', 'closed'] as const;
/** What a batch's fee pays for: a month of classes or a whole term. */
export const FEE_PERIODS = ['month', 'term'] as const;
/** The longest a batch may run: its sessions are made ahead for the whole span. */
export const MAX_BATCH_DAYS = 731;
/** The longest a class may last, in minutes. */
export const MAX_CLASS_MINUTES = 480;

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const WEEKDAY_MESSAGE = 'Weekdays are numbers from 1 (Monday) to 7 (Sunday).';

/** A whole number in [min, max], with one message for anything else. */
const wholeIn = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`);

/** A batch's fee: an integer count of the currency's minor units, per month or per term. */
export const batchFeeSchema = z
  .strictObject({
    amount: wholeIn('Fee amount', 1, 100_000_000_00),
    period: z.enum(FEE_PERIODS, { error: 'Fee period must be month or term.' }),
  })
  .nullable()
  .default(null);

/** Days between two calendar dates (YYYY-MM-DD), calendar arithmetic. */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000;

/** What staff send to create or replace a batch (POST, PUT /batches). */
export const batchInputSchema = z
  .strictObject({
    course: objectId,
    tutor: objectId,
    title: requiredText('Title', 120),
    /** Blank or absent: the institute's zone when the batch is saved. */
    timeZone: blankMeansAbsent(timeZoneName),
    weekdays: z
      .array(wholeIn('Weekday', 1, 7), { error: WEEKDAY_MESSAGE })
      .min(1, 'Choose at least one weekday.')
      .max(7, WEEKDAY_MESSAGE)
      .refine((days) => new Set(days).size === days.length, 'Each weekday once.')
      .transform((days) => [...days].sort((a, b) => a - b)),
    startTime: z.string().regex(WALL_TIME, 'Use a start time as HH:mm (24-hour).'),
    durationMinutes: wholeIn('Length in minutes', 15, MAX_CLASS_MINUTES),
    startDate: calendarDate,
    endDate: calendarDate,
    seats: wholeIn('Seats', 1, 500),
    place: coursePlaceSchema,
    fee: batchFeeSchema,
    status: z.enum(BATCH_STATUSES, { error: 'Status must be open or closed.' }).default('open'),
  })
  .refine((batch) => batch.startDate <= batch.endDate, {
    message: 'The last date must be on or after the first date.',
    path: ['endDate'],
  })
  .refine((batch) => daysBetween(batch.startDate, batch.endDate) <= MAX_BATCH_DAYS, {
    message: `A batch runs at most ${MAX_BATCH_DAYS} days.`,
    path: ['endDate'],
  });

/** One session as the public and staff read it (instants in UTC). */
export const batchSessionSchema = z.object({
  _id: objectId,
  batch: objectId,
  start: z.string(),
  end: z.string(),
  status: z.enum(['scheduled', 'cancelled']),
});

/** A session in the staff calendar: its day in the batch's zone and whose batch it is. */
export const calendarSessionSchema = batchSessionSchema.extend({
  date: z.string(),
  title: z.string(),
  timeZone: z.string(),
  tutor: z.object({ _id: objectId, name: z.string() }),
});

/** A batch as GET /batches lists it. */
export const batchSchema = z.object({
  _id: objectId,
  course: z.object({ _id: objectId, title: z.string() }),
  title: z.string(),
  tutor: z.object({ _id: objectId, name: z.string() }),
  timeZone: z.string(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  durationMinutes: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  waitlisted: z.number().int(),
  place: bookingPlaceSchema,
  fee: z.object({ amount: z.number().int(), period: z.enum(FEE_PERIODS) }).nullable(),
  status: z.enum(BATCH_STATUSES),
  nextSessions: z.array(batchSessionSchema.pick({ _id: true, start: true, end: true })),
});

/** Which batches GET /batches lists: the open ones (anyone), or also closed ones (admins). */
export const BATCH_LIST_STATUSES = ['open', 'all'] as const;

/** GET /batches: one course's batches, or every batch; open ones unless an admin asks for all. */
export const batchesQuerySchema = z.strictObject({
  course: blankMeansAbsent(objectId),
  status: z
    .enum(BATCH_LIST_STATUSES, { error: 'Status must be open or all.' })
    .optional()
    .default('open'),
});

const rangeRefinements = {
  order: {
    check: (range: { from?: string | undefined; to?: string | undefined }) =>
      !range.from || !range.to || range.from <= range.to,
    message: 'From must be on or before To.',
  },
  span: {
    check: (range: { from?: string | undefined; to?: string | undefined }) =>
      !range.from || !range.to || daysBetween(range.from, range.to) <= 366,
    message: 'A range covers at most 366 days.',
  },
};

/** GET /batches/:id/sessions: days [from, to] in the batch's zone, each optional. */
export const batchSessionsQuerySchema = z
  .strictObject({ from: blankMeansAbsent(calendarDate), to: blankMeansAbsent(calendarDate) })
  .refine(rangeRefinements.order.check, { message: rangeRefinements.order.message, path: ['to'] })
  .refine(rangeRefinements.span.check, { message: rangeRefinements.span.message, path: ['to'] });

/** GET /batch-sessions (staff calendar): days [from, to], one tutor or all. */
export const calendarSessionsQuerySchema = z
  .strictObject({ from: calendarDate, to: calendarDate, tutorId: blankMeansAbsent(objectId) })
  .refine(rangeRefinements.order.check, { message: rangeRefinements.order.message, path: ['to'] })
  .refine(rangeRefinements.span.check, { message: rangeRefinements.span.message, path: ['to'] });

export type BatchListStatus = (typeof BATCH_LIST_STATUSES)[number];
export type BatchInput = z.input<typeof batchInputSchema>;
export type BatchValues = z.output<typeof batchInputSchema>;
export type Batch = z.infer<typeof batchSchema>;
export type BatchSession = z.infer<typeof batchSessionSchema>;
export type CalendarSession = z.infer<typeof calendarSessionSchema>;
export type CalendarSessionsQuery = z.output<typeof calendarSessionsQuerySchema>;
