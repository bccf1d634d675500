import { BOOKING_STATUSES, PLACE_KINDS } from '@tutoring/shared';
import { model, Schema } from 'mongoose';

/** What a booking keeps of its course and tutor: their names stay as they were when booked. */
const namedRef = (label: string) =>
  new Schema(
    {
      _id: { type: Schema.Types.ObjectId, required: true },
      [label]: { type: String, required: true },
    },
    { versionKey: false },
  );

const bookingSchema = new Schema(
  {
    course: { type: namedRef('title'), required: true },
    tutor: { type: namedRef('name'), required: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    name: { type: String, required: true },
    email: { type: String, required: true },
    mobile: { type: String, default: '' },
    message: { type: String, default: '' },
    status: { type: String, enum: BOOKING_STATUSES, default: 'booked' },
    timeZone: { type: String, required: true },
    instituteTimeZone: { type: String, required: true },
    /** Where the class is, worked out when booked or moved (booking-place.ts). */
    place: {
      type: new Schema(
        { kind: { type: String, enum: PLACE_KINDS }, link: String, address: String },
        { _id: false },
      ),
    },
    /** The lead the booking created (status demo-scheduled). */
    leadId: { type: Schema.Types.ObjectId, default: null },
    /** SHA-256 of the private link's token; cleared when the link is used up by a cancel. */
    manageTokenHash: { type: String, default: null },
    /**
     * The one queued reminder of bookings made before reminders were queued per hour, withdrawn
     * when the booking is cancelled or moved.
     */
    reminderId: { type: Schema.Types.ObjectId, default: null },
    /** The queued reminders (one per reminder hour, parent's and tutor's), withdrawn likewise. */
    reminderIds: { type: [Schema.Types.ObjectId], default: [] },
    /** The calendar invitation's revision: a move or cancel sends a higher one. */
    sequence: { type: Number, default: 0 },
    /** Who booked, for the per-address limit (booking-limits.ts): a hash, never the address. */
    clientKey: { type: String, default: null },
    /** What the parent agreed to, and where the visit came from (as on its lead). */
    consent: {
      type: new Schema({ given: Boolean, at: String, noticeVersion: String }, { _id: false }),
      default: () => ({ given: false, at: null, noticeVersion: '' }),
    },
    source: {
      type: new Schema(
        {
          landingPage: String,
          referrer: String,
          utmSource: String,
          utmMedium: String,
          utmCampaign: String,
        },
        { _id: false },
      ),
      default: () => ({
        landingPage: '',
        referrer: '',
        utmSource: '',
        utmMedium: '',
        utmCampaign: '',
      }),
    },
    /** When it was booked, by the app's clock (the per-address limit counts a day of them). */
    bookedAt: { type: Date, default: null },
    /** When retention emptied its personal fields (privacy/retention.ts); null while kept. */
    anonymisedAt: { type: Date, default: null },
  },
  { versionKey: false, timestamps: true },
);

// The calendar reads a range of days, one tutor or all; the private link finds its booking.
bookingSchema.index({ start: 1 });
bookingSchema.index({ 'tutor._id': 1, start: 1 });
bookingSchema.index({ manageTokenHash: 1 });
bookingSchema.index({ clientKey: 1, bookedAt: 1 });

export const BookingModel = model('Booking', bookingSchema);

/**
 * One taken slot: its _id is "<tutor id>:<start ISO>", so of any number of requests for the
 * same slot, from any number of API instances, exactly one insert succeeds (E11000 for the
 * rest). A unique key is the one atomic decision FerretDB and MongoDB make alike; cancelling
 * deletes the claim and frees the slot.
 */
const slotClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    tutorId: { type: Schema.Types.ObjectId, required: true },
    start: { type: Date, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true },
  },
  { versionKey: false },
);
// Free slots read every claim of a window of days.
slotClaimSchema.index({ start: 1 });

export const SlotClaimModel = model('SlotClaim', slotClaimSchema);

/**
 * One change of a booking (a move or the cancel): its _id is "<booking id>:<sequence it
 * starts from>", so of two changes racing from the same state exactly one insert succeeds —
 * the compare-and-set that FerretDB's non-atomic conditional updates cannot be trusted with.
 */
const bookingChangeSchema = new Schema(
  {
    _id: { type: String, required: true },
    bookingId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
bookingChangeSchema.index({ bookingId: 1 });

export const BookingChangeModel = model('BookingChange', bookingChangeSchema);
