import { createHash, randomBytes } from 'node:crypto';
import {
  bookingInputSchema,
  bookingMoveSchema,
  bookingSchema,
  bookingsQuerySchema,
  slotsQuerySchema,
  SLOT_MINUTES,
  type AdminBooking,
  type Booking,
  type BookingInput,
  type NewBooking,
  type Slots,
} from '@tutoring/shared';
import { trusted, Types } from 'mongoose';
import { toReadShape } from '../../lib/collection/read-shape';
import { AppError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/http/validate';
import { appendLeadNote, storeLead } from '../contact/contact.service';
import { ContactMessageModel } from '../contact/contact.model';
import { TeamMemberModel } from '../team/team.model';
import { bookableCourse, instituteTimeZone, type BookableCourse } from './availability.service';
import { BookingModel, SlotClaimModel } from './booking.model';
import { mailAboutBooking, withdrawReminder, type BookingChange } from './booking-mail';
import { freeSlots, slotKey, slotRefusal, type TutorHours } from './slots';
import { addDays, readableTime } from './zoned-time';

const SLOT_MS = SLOT_MINUTES * 60_000;
const TAKEN = 'That time was just booked by someone else. Please choose another time.';

/** The free slots of a course's tutors in a window of the institute's days. */
export async function listSlots(query: unknown, now = new Date()): Promise<Slots> {
  const { course: courseId, from, days } = parseInput(slotsQuerySchema, query);
  const [course, timeZone] = await Promise.all([bookableCourse(courseId), instituteTimeZone()]);
  // The window's days in any zone lie within a day either side of its UTC days.
  const first = new Date(`${addDays(from, -1)}T00:00:00.000Z`);
  const last = new Date(`${addDays(from, days + 1)}T00:00:00.000Z`);
  const claims = await SlotClaimModel.find({
    tutorId: trusted({ $in: course.tutors.map((tutor) => tutor.tutorId) }),
    start: trusted({ $gte: first, $lt: last }),
  })
    .select('_id')
    .lean();
  const taken = new Set(claims.map((claim) => String(claim._id)));
  return {
    slots: freeSlots(course.tutors, { from, days, timeZone, now }, taken),
    tutors: course.tutors.map((tutor) => ({ _id: tutor.tutorId, name: tutor.name })),
    timeZone,
  };
}

/** The admins' calendar: bookings starting in whole UTC days [from, to], with their leads. */
export async function listBookings(query: unknown): Promise<AdminBooking[]> {
  const { from, to, tutorId } = parseInput(bookingsQuerySchema, query);
  const stored = await BookingModel.find({
    start: trusted({
      $gte: new Date(`${from}T00:00:00.000Z`),
      $lt: new Date(`${addDays(to, 1)}T00:00:00.000Z`),
    }),
    ...(tutorId ? { 'tutor._id': tutorId } : {}),
  })
    .sort({ start: 1, _id: 1 })
    .lean();
  const leadIds = stored.map((booking) => booking.leadId).filter(Boolean);
  const leads = await ContactMessageModel.find({ _id: trusted({ $in: leadIds }) })
    .select('status')
    .lean();
  const statusOf = new Map(leads.map((lead) => [String(lead._id), String(lead.status)]));
  return stored.map((booking) => {
    const leadId = String(booking.leadId);
    const lead = statusOf.has(leadId) ? { _id: leadId, status: statusOf.get(leadId)! } : null;
    return { ...toBooking(booking), lead };
  });
}

export const toBooking = (stored: unknown) => toReadShape<Booking>(bookingSchema, stored);

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** A 400 about the start time, naming the field. */
const badStart = (message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path: 'start', message }]);

/** Refuses a start the tutor does not offer (the reason says which rule), else nothing. */
function checkSlot(tutor: TutorHours, start: Date, timeZone: string, now: Date, end?: Date) {
  if (end && end.getTime() - start.getTime() !== SLOT_MS) {
    const message = `A demo class lasts ${SLOT_MINUTES} minutes: end must be ${SLOT_MINUTES} minutes after start.`;
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'end', message }]);
  }
  const refusal = slotRefusal(tutor, start, timeZone, now);
  if (refusal) throw badStart(refusal);
}

/** Takes the slot for the booking, or 409 when it is taken: the unique _id decides. */
async function claimSlot(tutorId: string, start: Date, bookingId: Types.ObjectId) {
  try {
    await SlotClaimModel.create({ _id: slotKey(tutorId, start), tutorId, start, bookingId });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) throw new AppError('CONFLICT', TAKEN);
    throw error;
  }
}

const releaseSlot = (tutorId: string, start: Date, bookingId: unknown) =>
  SlotClaimModel.deleteOne({ _id: slotKey(tutorId, start), bookingId });

/** The tutor of a course's booking: one of its tutors (400), an existing member (else 404). */
async function tutorOf(course: BookableCourse, tutorId: string) {
  const tutor = course.tutors.find((candidate) => candidate.tutorId === tutorId);
  if (tutor) return tutor;
  if (!(await TeamMemberModel.exists({ _id: tutorId }))) throw notFound('Tutor');
  const message = "That tutor does not give this course's demo classes.";
  throw new AppError('VALIDATION_ERROR', message, [{ path: 'tutorId', message }]);
}

/** Where and when a change happens: the site's origin for links, the log, the time. */
export interface ChangeContext {
  origin: string;
  logger: Logger;
  now: Date;
}

/** Mails are queued after the change is stored; a failure to queue is logged, never undone. */
async function sendMails(
  booking: Booking,
  change: BookingChange,
  { manageToken, sequence }: { manageToken: string; sequence: number },
  { origin, logger, now }: ChangeContext,
) {
  try {
    const reminderId = await mailAboutBooking(booking, change, {
      origin,
      manageToken,
      sequence,
      now,
    });
    await BookingModel.updateOne(
      { _id: booking._id },
      { $set: { reminderId: reminderId ?? null } },
    );
  } catch (error) {
    logger.error({ err: error, booking: booking._id }, 'bookings: mail not queued');
  }
}

/**
 * Books a slot for a parent: checks it against the tutor's hours, claims it (exactly one of
 * any number of concurrent requests wins), then stores the lead (demo-scheduled) and the
 * booking and queues the mails. A refusal changes nothing.
 */
export async function createBooking(
  input: BookingInput,
  context: ChangeContext,
): Promise<NewBooking> {
  const { now } = context;
  const data = parseInput(bookingInputSchema, input);
  const course = await bookableCourse(data.course);
  const tutor = await tutorOf(course, data.tutorId);
  const timeZone = await instituteTimeZone();
  const start = new Date(data.start);
  checkSlot(tutor, start, timeZone, now, data.end ? new Date(data.end) : undefined);

  const bookingId = new Types.ObjectId();
  await claimSlot(tutor.tutorId, start, bookingId);
  const manageToken = newToken();
  let leadId: unknown;
  try {
    const when = readableTime(start, timeZone);
    const lead = await storeLead(
      {
        name: data.name,
        course: course.title,
        email: data.email,
        mobile: data.mobile,
        message: data.message,
      },
      'demo-scheduled',
      `Demo class booked online: ${when} with ${tutor.name}.`,
    );
    leadId = lead._id;
    const stored = await BookingModel.create({
      _id: bookingId,
      course: { _id: course._id, title: course.title },
      tutor: { _id: tutor.tutorId, name: tutor.name },
      start,
      end: new Date(start.getTime() + SLOT_MS),
      name: data.name,
      email: data.email,
      mobile: data.mobile,
      message: data.message,
      timeZone: data.timeZone ?? timeZone,
      instituteTimeZone: timeZone,
      leadId: lead._id,
      manageTokenHash: hashOf(manageToken),
    });
    const booking = toBooking(stored.toObject());
    await sendMails(booking, 'booked', { manageToken, sequence: 0 }, context);
    return { booking, manageToken };
  } catch (error) {
    // Nothing half-done stays behind: the slot is free again, the lead goes with it.
    await releaseSlot(tutor.tutorId, start, bookingId);
    if (leadId) await ContactMessageModel.deleteOne({ _id: leadId });
    throw error;
  }
}

/** A booked (not cancelled) booking by its private link's token; else 404. */
async function bookingByToken(token: string) {
  const stored = await BookingModel.findOne({ manageTokenHash: hashOf(token), status: 'booked' });
  if (!stored) throw notFound('Booking');
  return stored;
}

export async function bookingForToken(token: string): Promise<Booking> {
  return toBooking((await bookingByToken(token)).toObject());
}

type StoredBooking = Awaited<ReturnType<typeof bookingByToken>>;

async function storedBooking(id: string) {
  const stored = await BookingModel.findOne({ _id: id, status: 'booked' });
  if (!stored) throw notFound('Booking');
  return stored;
}

/** Who changed a booking: the lead's notes say so. */
type Changer = 'the parent' | 'an admin';

/** Cancels a booking: its slot is free again, the reminder withdrawn, the parent and admins told. */
async function cancel(stored: StoredBooking, by: Changer, context: ChangeContext) {
  // Freeing the slot is the decision: of two cancels racing, the one whose delete found the
  // claim goes on, the other is told the booking is gone.
  const { deletedCount } = await releaseSlot(String(stored.tutor._id), stored.start, stored._id);
  if (deletedCount !== 1) throw notFound('Booking');
  stored.set({ status: 'cancelled', manageTokenHash: null, sequence: stored.sequence + 1 });
  await stored.save();
  if (stored.reminderId) await withdrawReminder(String(stored.reminderId));
  const booking = toBooking(stored.toObject());
  const when = readableTime(stored.start, booking.instituteTimeZone);
  if (stored.leadId)
    await appendLeadNote(String(stored.leadId), `Demo class of ${when} cancelled by ${by}.`);
  await sendMails(booking, 'cancelled', { manageToken: '', sequence: stored.sequence }, context);
}

/**
 * Moves a booking to another slot of its tutor: the new slot is claimed first (409 when
 * taken, and nothing changes), then the old one freed. The parent gets a new private link
 * (the old one stops working) and an updated invitation.
 */
async function move(
  stored: StoredBooking,
  body: unknown,
  by: Changer,
  context: ChangeContext,
): Promise<NewBooking> {
  const { now } = context;
  const { start: startText } = parseInput(bookingMoveSchema, body);
  const start = new Date(startText);
  const course = await bookableCourse(String(stored.course._id));
  const tutor = await tutorOf(course, String(stored.tutor._id));
  const timeZone = await instituteTimeZone();
  checkSlot(tutor, start, timeZone, now);
  const before = stored.start;
  const moves = before.getTime() !== start.getTime();
  if (moves) await claimSlot(tutor.tutorId, start, stored._id);
  const manageToken = newToken();
  stored.set({
    start,
    end: new Date(start.getTime() + SLOT_MS),
    manageTokenHash: hashOf(manageToken),
    sequence: stored.sequence + 1,
  });
  await stored.save().catch(async (error: unknown) => {
    // Not moved after all: the new slot is given back, the old one was never let go.
    if (moves) await releaseSlot(tutor.tutorId, start, stored._id);
    throw error;
  });
  if (moves) await releaseSlot(tutor.tutorId, before, stored._id);
  // Two moves of one booking racing: the later save wins, the other's claim is given back.
  const saved = await BookingModel.findById(stored._id).select('start').lean();
  if (saved && saved.start.getTime() !== start.getTime()) {
    await releaseSlot(tutor.tutorId, start, stored._id);
    throw new AppError('CONFLICT', 'This booking was changed meanwhile. Please look again.');
  }
  if (stored.reminderId) await withdrawReminder(String(stored.reminderId));
  const booking = toBooking(stored.toObject());
  if (stored.leadId) {
    const from = readableTime(before, timeZone);
    await appendLeadNote(
      String(stored.leadId),
      `Demo class moved by ${by} from ${from} to ${readableTime(start, timeZone)}.`,
    );
  }
  await sendMails(booking, 'moved', { manageToken, sequence: stored.sequence }, context);
  return { booking, manageToken };
}

export const cancelByToken = async (token: string, context: ChangeContext) =>
  cancel(await bookingByToken(token), 'the parent', context);

export const moveByToken = async (token: string, body: unknown, context: ChangeContext) =>
  move(await bookingByToken(token), body, 'the parent', context);

export const cancelById = async (id: string, context: ChangeContext) =>
  cancel(await storedBooking(id), 'an admin', context);

export const moveById = async (id: string, body: unknown, context: ChangeContext) =>
  move(await storedBooking(id), body, 'an admin', context);
