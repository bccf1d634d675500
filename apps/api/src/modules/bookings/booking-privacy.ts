import { trusted } from 'mongoose';
import { sameInAnyCase } from '../../lib/db/text-match';
import { BookingChangeModel, BookingModel } from './booking.model';
import { releaseSlot } from './slot-claims';

/**
 * What an anonymised booking keeps: course, tutor, times, status, place, consent and source
 * (the calendar and the tutors' hours still show the class); its private link stops working.
 */
const ANONYMOUS_BOOKING = {
  name: 'Anonymised',
  email: '',
  mobile: '',
  message: '',
  manageTokenHash: null,
  clientKey: null,
};

/** A person's bookings (the address as typed, any letter case), oldest first. */
export const findBookingsOfPerson = (email: string) =>
  BookingModel.find({ email: sameInAnyCase(email) })
    .sort({ createdAt: 1 })
    .lean();

/** Whether anything of a person is still kept among the bookings. */
export const hasBookingsOfPerson = async (email: string) =>
  (await BookingModel.countDocuments({ email: sameInAnyCase(email) })) > 0;

/**
 * Erases a person's bookings; a booked one gives its slot back first. Nobody is mailed about
 * it: the person asked for their data to go. Answers the ids of the bookings and their leads.
 */
export async function eraseBookingsOfPerson(email: string) {
  const bookings = await findBookingsOfPerson(email);
  for (const booking of bookings) {
    if (booking.status === 'booked') {
      await releaseSlot(String(booking.tutor._id), booking.start, booking._id);
    }
  }
  const ids = trusted({ $in: bookings.map((booking) => booking._id) });
  await BookingChangeModel.deleteMany({ bookingId: ids });
  await BookingModel.deleteMany({ _id: ids });
  return {
    bookingIds: bookings.map((booking) => String(booking._id)),
    leadIds: bookings.map((booking) => String(booking.leadId ?? '')).filter(Boolean),
  };
}

/** Retention of bookings: a class that ended before `endedBefore` loses the person's fields. */
export async function anonymiseEndedBookings(endedBefore: Date, now: Date) {
  const ended = await BookingModel.find({ end: trusted({ $lt: endedBefore }), anonymisedAt: null })
    .select('_id email')
    .lean();
  const { modifiedCount } = await BookingModel.updateMany(
    { _id: trusted({ $in: ended.map((booking) => booking._id) }) },
    { $set: { ...ANONYMOUS_BOOKING, anonymisedAt: now } },
    { timestamps: false },
  );
  return {
    anonymised: modifiedCount,
    released: ended.map((booking) => ({ _id: String(booking._id), email: booking.email })),
  };
}
