import {
  bookingSchema,
  type bookingInputSchema,
  type bookingsQuerySchema,
  type AdminBooking,
  type Booking,
  type BookingLimits,
  type NewBooking,
  type SiteSettings,
  type Slots,
  type SlotsQuery,
  addDays,
  EMPTY_LEAD_SOURCE,
  NO_CONSENT,
  readableTime,
  zonedDayRange,
} from '@tutoring/shared';
import { trusted, Types } from 'mongoose';
import { toReadShape } from '../../lib/collection/read-shape';
import type { Logger } from '../../lib/logger';
import type { z } from 'zod';
import { isLikelySpam } from '../contact/contact.service';
import { takeLead, withdrawLead } from '../contact/lead-intake';
import { leadOriginOf } from '../contact/lead-origin';
import { leadStatusesOf } from '../contact/lead-queries';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { BookingModel, SlotClaimModel } from './booking.model';
import { bookableCourse, readCourseTutors, type CourseTutorsReader } from './course-tutors';
import { clientKeyOf, checkBookingLimits } from './booking-limits';
import { mailAboutBooking, type BookingChange } from './booking-mail';
import { answerSpamBooking } from './booking-spam';
import { bookingPlaceOf } from './booking-place';
import { manageTokenHash, newManageToken } from './manage-token';
import { checkSlot, claimSlot, releaseSlot, SLOT_MS, tutorOf } from './slot-claims';
import { busyByTutor, checkNotBusy, noBusyTimes, type BusyTimesReader } from './busy-times';
import { freeSlots } from './slots';

/** A free-slots answer, and until when time alone leaves it as it is (FreeSlots). */
export interface SlotsAnswer {
  answer: Slots;
  sameUntil: number;
}

/**
 * The free slots of a course's tutors in a window of the institute's days. The course's tutors
 * and their hours may come from a keeper (the route's: see keptCourseTutors); the claims are
 * read afresh every time.
 */
export async function listSlots(
  { course: courseId, from, days }: SlotsQuery,
  now = new Date(),
  courseTutors: CourseTutorsReader = readCourseTutors,
  busyTimes: BusyTimesReader = noBusyTimes,
): Promise<SlotsAnswer> {
  // The window's days in any zone lie within a day either side of its UTC days. The claims of
  // every tutor are read, beside the tutors rather than after them (a claim names its tutor, so
  // another tutor's never matches this course's slots).
  const first = new Date(`${addDays(from, -1)}T00:00:00.000Z`);
  const last = new Date(`${addDays(from, days + 1)}T00:00:00.000Z`);
  const [{ tutors, timeZone }, claimed, busy] = await Promise.all([
    courseTutors(courseId),
    SlotClaimModel.find({ start: trusted({ $gte: first, $lt: last }) })
      .select('_id')
      .lean(),
    busyTimes(first, last),
  ]);
  const taken = new Set(claimed.map((claim) => String(claim._id)));
  const window = { from, days, timeZone, now };
  const { slots, sameUntil } = freeSlots(tutors, window, taken, busyByTutor(busy));
  const names = tutors.map((tutor) => ({ _id: tutor.tutorId, name: tutor.name }));
  return { answer: { slots, tutors: names, timeZone }, sameUntil };
}

/**
 * The admins' calendar: bookings starting in the whole days [from, to] on the institute's
 * clock (as the lead filters count days), with their leads. A tutor's (`ownTutorId`): their
 * own bookings only, with no lead and of the parent only the name and the contact the site
 * lets tutors see.
 */
export async function listBookings(
  query: z.output<typeof bookingsQuerySchema>,
  ownTutorId?: string,
): Promise<AdminBooking[]> {
  const { from, to } = query;
  const tutorId = ownTutorId ?? query.tutorId;
  const site = await siteSettingsStore.get();
  const stored = await BookingModel.find({
    start: trusted(zonedDayRange(from, to, site.timeZone)),
    ...(tutorId ? { 'tutor._id': tutorId } : {}),
  })
    .sort({ start: 1, _id: 1 })
    .lean();
  const leadIds = stored.map((booking) => booking.leadId).filter(Boolean);
  const statusOf = await leadStatusesOf(leadIds);
  if (ownTutorId) {
    return stored.map((booking) => forTutor(toBooking(booking), site));
  }
  return stored.map((booking) => {
    const leadId = String(booking.leadId);
    const lead = statusOf.has(leadId) ? { _id: leadId, status: statusOf.get(leadId)! } : null;
    return { ...toBooking(booking), lead };
  });
}

/** A booking as its tutor sees it: no lead, no message, one contact (tutorParentContact). */
function forTutor(booking: Booking, site: SiteSettings): AdminBooking {
  const phone = site.tutorParentContact === 'phone' && booking.mobile !== '';
  return {
    ...booking,
    email: phone ? '' : booking.email,
    mobile: phone ? booking.mobile : '',
    message: '',
    lead: null,
  };
}

/** Bookings stored before consent and source existed read as none given, source unknown. */
export const toBooking = (stored: unknown): Booking =>
  ({
    consent: { ...NO_CONSENT },
    source: { ...EMPTY_LEAD_SOURCE },
    ...toReadShape<Partial<Booking>>(bookingSchema, stored),
  }) as Booking;

/** Where and when a change happens: the site's origin for links, the log, the time. */
export interface ChangeContext {
  origin: string;
  logger: Logger;
  now: Date;
  /** The tutors' times taken by batch classes: a booking or move there is refused. */
  busyTimes?: BusyTimesReader | undefined;
}

/** A new booking's context: also who books (the per-address limit) and the limits. */
export interface NewBookingContext extends ChangeContext {
  clientAddress?: string | undefined;
  limits?: Partial<BookingLimits> | undefined;
}

/** Mails are queued after the change is stored; a failure to queue is logged, never undone. */
export async function sendMails(
  booking: Booking,
  change: BookingChange,
  { manageToken, sequence }: { manageToken: string; sequence: number },
  { origin, logger, now }: ChangeContext,
) {
  try {
    const reminderIds = await mailAboutBooking(booking, change, {
      origin,
      manageToken,
      sequence,
      now,
    });
    await BookingModel.updateOne({ _id: booking._id }, { $set: { reminderId: null, reminderIds } });
  } catch (error) {
    logger.error({ err: error, booking: booking._id }, 'bookings: mail not queued');
  }
}

/**
 * Books a slot for a parent: checks it against the tutor's hours, claims it (exactly one of
 * any number of concurrent requests wins), then stores the lead (demo-scheduled) and the
 * booking, checks the parent's limits (booking-limits.ts) and queues the mails. A refusal
 * changes nothing. A form that looks automated books nothing (booking-spam.ts).
 */
export async function createBooking(
  input: z.output<typeof bookingInputSchema>,
  context: NewBookingContext,
): Promise<NewBooking> {
  const { website, elapsedMs, consent, source, ...data } = input;
  const origin = await leadOriginOf({ consent, source }, context.now);
  const { course, timeZone, locale } = await bookableCourse(data.course);
  const tutor = await tutorOf(course, data.tutorId);
  const start = new Date(data.start);
  checkSlot(tutor, start, timeZone, context.now, data.end ? new Date(data.end) : undefined);
  await checkNotBusy(context.busyTimes, tutor.tutorId, start);
  const { name, email, mobile, message } = data;
  const lead = { name, course: course.title, email, mobile, message };
  const when = `${readableTime(start, timeZone, locale)} with ${tutor.name}`;
  const shown = {
    course: { _id: String(course._id), title: course.title },
    tutor: { _id: tutor.tutorId, name: tutor.name },
    start: start.toISOString(),
    end: new Date(start.getTime() + SLOT_MS).toISOString(),
    ...{ name, email, mobile, message },
    timeZone: data.timeZone ?? timeZone,
    instituteTimeZone: timeZone,
    place: await bookingPlaceOf(String(course._id), tutor.tutorId),
    ...origin,
  };
  if (isLikelySpam({ website, elapsedMs })) {
    return answerSpamBooking(shown, lead, when, context);
  }

  const bookingId = new Types.ObjectId();
  await claimSlot(tutor.tutorId, start, bookingId);
  const manageToken = newManageToken();
  let leadId: string | undefined;
  try {
    const arrival = {
      fields: lead,
      status: 'demo-scheduled' as const,
      notes: `Demo class booked online: ${when}.`,
      origin,
    };
    leadId = (await takeLead(arrival, context.logger))._id;
    const clientKey = clientKeyOf(context.clientAddress);
    const booking = toBooking(
      (
        await BookingModel.create({
          ...shown,
          _id: bookingId,
          leadId,
          manageTokenHash: manageTokenHash(manageToken),
          clientKey,
          bookedAt: context.now,
        })
      ).toObject(),
    );
    const holder = { courseId: String(course._id), email, clientKey, now: context.now };
    await checkBookingLimits(holder, context.limits);
    await sendMails(booking, 'booked', { manageToken, sequence: 0 }, context);
    return { booking, manageToken };
  } catch (error) {
    // Nothing half-done stays behind: the slot is free again, the lead and booking go with it.
    await releaseSlot(tutor.tutorId, start, bookingId);
    await BookingModel.deleteOne({ _id: bookingId });
    if (leadId) await withdrawLead(leadId);
    throw error;
  }
}
