import { createHash } from 'node:crypto';
import { BOOKING_LIMITS, type BookingLimits } from '@tutoring/shared';
import { ipKeyGenerator } from 'express-rate-limit';
import { trusted } from 'mongoose';
import { escapeRegExp } from '../../lib/db/text-match';
import { AppError } from '../../lib/errors';
import { BookingModel } from './booking.model';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The key the per-address limit counts by: a hash of the client address (IPv6 grouped by /56,
 * as the rate limits group it, so a block cannot rotate addresses). The address itself is
 * never stored with the parent's booking.
 */
export const clientKeyOf = (address: string | undefined) =>
  createHash('sha256')
    .update(ipKeyGenerator(address ?? ''))
    .digest('hex');

/** What a new booking is counted by. */
export interface BookingHolder {
  courseId: string;
  email: string;
  clientKey: string;
  now: Date;
}

const upcoming = (now: Date) => ({ status: 'booked', start: trusted({ $gt: now }) });

/**
 * Refuses a booking (429 naming the limit) that takes its holder past BOOKING_LIMITS. Run
 * once the booking is stored and counting itself: of two racing bookings over a limit, both
 * see each other and neither is kept, so a limit is never exceeded (the rare loser books again).
 */
export async function checkBookingLimits(
  holder: BookingHolder,
  limits: Partial<BookingLimits> = {},
): Promise<void> {
  const { perEmailPerCourse, perAddressPerDay } = { ...BOOKING_LIMITS, ...limits };
  const sameEmail = BookingModel.countDocuments({
    ...upcoming(holder.now),
    'course._id': holder.courseId,
    email: new RegExp(`^${escapeRegExp(holder.email)}$`, 'i'),
  });
  const sameAddress = BookingModel.countDocuments({
    ...upcoming(holder.now),
    clientKey: holder.clientKey,
    bookedAt: trusted({ $gt: new Date(holder.now.getTime() - DAY_MS) }),
  });
  const [byEmail, byAddress] = await Promise.all([sameEmail, sameAddress]);
  if (byEmail > perEmailPerCourse) {
    throw new AppError(
      'RATE_LIMITED',
      `This e-mail address already has an upcoming demo class of this course (at most ${perEmailPerCourse} per course). Move or cancel it through the link in its mail.`,
    );
  }
  if (byAddress > perAddressPerDay) {
    throw new AppError(
      'RATE_LIMITED',
      `At most ${perAddressPerDay} upcoming demo classes can be booked from one network in a day. Please try again later.`,
    );
  }
}
