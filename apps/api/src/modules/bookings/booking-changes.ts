import {
  type bookingMoveSchema,
  type Booking,
  type NewBooking,
  readableTime,
} from '@tutoring/shared';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/errors';
import { appendLeadNote } from '../contact/contact.service';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { bookableCourse } from './course-tutors';
import { bookingPlaceOf } from './booking-place';
import { checkNotBusy } from './busy-times';
import { BookingChangeModel, BookingModel } from './booking.model';
import { withdrawReminders } from './booking-mail';
import { toBooking, sendMails, type ChangeContext } from './bookings.service';
import { manageTokenHash, newManageToken } from './manage-token';
import { checkSlot, claimSlot, releaseSlot, SLOT_MS, tutorOf } from './slot-claims';

const CHANGED = 'This booking was changed meanwhile. Please look again.';

/** A booked (not cancelled) booking by its private link's token; else 404. */
async function bookingByToken(token: string) {
  const stored = await BookingModel.findOne({
    manageTokenHash: manageTokenHash(token),
    status: 'booked',
  }).lean();
  if (!stored) throw notFound('Booking');
  return stored;
}

type BookingMove = z.output<typeof bookingMoveSchema>;

type StoredBooking = Awaited<ReturnType<typeof bookingByToken>>;

/** `id`: an ObjectId, as the route's params made sure. */
async function bookingById(id: string): Promise<StoredBooking> {
  const stored = await BookingModel.findOne({
    _id: id,
    status: 'booked',
  }).lean();
  if (!stored) throw notFound('Booking');
  return stored;
}

export async function bookingForToken(token: string): Promise<Booking> {
  return toBooking(await bookingByToken(token));
}

/**
 * Stores a change of a booking only if nobody changed it since it was read: the change's
 * claim on the sequence it starts from decides (see BookingChangeModel). Of two changes
 * racing, one is stored and the other answered null.
 */
async function storeChange(stored: StoredBooking, change: Record<string, unknown>) {
  const claim = `${String(stored._id)}:${stored.sequence}`;
  try {
    await BookingChangeModel.create({ _id: claim, bookingId: stored._id, at: new Date() });
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return null;
    throw error;
  }
  try {
    return await BookingModel.findOneAndUpdate(
      { _id: stored._id, status: 'booked', sequence: stored.sequence },
      { $set: { ...change, sequence: stored.sequence + 1 } },
      { new: true },
    ).lean();
  } catch (error) {
    // Not stored: the claim goes, or the booking could never change again.
    await BookingChangeModel.deleteOne({ _id: claim });
    throw error;
  }
}

/** Who changed a booking: the lead's notes say so. */
type Changer = 'the parent' | 'an admin';

/** Cancels a booking: its slot is free again, the reminder withdrawn, the parent and admins told. */
async function cancel(stored: StoredBooking, by: Changer, context: ChangeContext) {
  // Freeing the slot is the decision: of two cancels racing, the one whose delete found the
  // claim goes on, the other is told the booking is gone.
  const { deletedCount } = await releaseSlot(String(stored.tutor._id), stored.start, stored._id);
  if (deletedCount !== 1) throw notFound('Booking');
  const cancelled = await storeChange(stored, { status: 'cancelled', manageTokenHash: null });
  // A move won the race: the booking lives on in its new slot, the old one was to go anyway.
  if (!cancelled) throw new AppError('CONFLICT', CHANGED);
  await withdrawReminders(stored);
  const booking = toBooking(cancelled);
  const { locale } = await siteSettingsStore.get();
  const when = readableTime(stored.start, booking.instituteTimeZone, locale);
  if (stored.leadId)
    await appendLeadNote(String(stored.leadId), `Demo class of ${when} cancelled by ${by}.`);
  await sendMails(booking, 'cancelled', { manageToken: '', sequence: cancelled.sequence }, context);
}

/**
 * Moves a booking to another slot of its tutor: the new slot is claimed first (409 when
 * taken, and nothing changes), then the old one freed. The parent gets a new private link
 * (the old one stops working) and an updated invitation.
 */
async function move(
  stored: StoredBooking,
  body: BookingMove,
  by: Changer,
  context: ChangeContext,
): Promise<NewBooking> {
  const start = new Date(body.start);
  const { course, timeZone, locale } = await bookableCourse(String(stored.course._id));
  const tutor = await tutorOf(course, String(stored.tutor._id));
  checkSlot(tutor, start, timeZone, context.now);
  await checkNotBusy(context.busyTimes, tutor.tutorId, start);
  const before = stored.start;
  const moves = before.getTime() !== start.getTime();
  if (moves) await claimSlot(tutor.tutorId, start, stored._id);
  const manageToken = newManageToken();
  const end = new Date(start.getTime() + SLOT_MS);
  let moved: Awaited<ReturnType<typeof storeChange>> = null;
  try {
    moved = await storeChange(stored, {
      start,
      end,
      // The course or the tutor's room may have changed since: the new invitation says so.
      place: await bookingPlaceOf(course._id, tutor.tutorId),
      manageTokenHash: manageTokenHash(manageToken),
    });
  } finally {
    // Not moved after all (changed meanwhile, or the write failed): the new slot goes back.
    if (!moved && moves) await releaseSlot(tutor.tutorId, start, stored._id);
  }
  if (!moved) throw new AppError('CONFLICT', CHANGED);
  if (moves) await releaseSlot(tutor.tutorId, before, stored._id);
  await withdrawReminders(stored);
  const booking = toBooking(moved);
  if (stored.leadId) {
    const from = readableTime(before, timeZone, locale);
    const to = readableTime(start, timeZone, locale);
    await appendLeadNote(String(stored.leadId), `Demo class moved by ${by} from ${from} to ${to}.`);
  }
  await sendMails(booking, 'moved', { manageToken, sequence: moved.sequence }, context);
  return { booking, manageToken };
}

export const cancelByToken = async (token: string, context: ChangeContext) =>
  cancel(await bookingByToken(token), 'the parent', context);

export const moveByToken = async (token: string, body: BookingMove, context: ChangeContext) =>
  move(await bookingByToken(token), body, 'the parent', context);

export const cancelById = async (id: string, context: ChangeContext) =>
  cancel(await bookingById(id), 'an admin', context);

export const moveById = async (id: string, body: BookingMove, context: ChangeContext) =>
  move(await bookingById(id), body, 'an admin', context);
