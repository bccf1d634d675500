import { BATCH_STATUSES, FEE_PERIODS, PLACE_KINDS } from '@tutoring/shared';
import { model, Schema } from 'mongoose';

/** A batch of a v2 course: its schedule is read in its own time zone. */
const batchSchema = new Schema(
  {
    course: { type: Schema.Types.ObjectId, required: true },
    tutor: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    timeZone: { type: String, required: true },
    /** 1 for Monday … 7 for Sunday. */
    weekdays: { type: [Number], required: true },
    startTime: { type: String, required: true },
    durationMinutes: { type: Number, required: true },
    startDate: { type: String, required: true },
    endDate: { type: String, required: true },
    seats: { type: Number, required: true },
    place: {
      type: new Schema(
        { kind: { type: String, enum: PLACE_KINDS }, link: String, address: String },
        { _id: false },
      ),
    },
    fee: {
      type: new Schema(
        { amount: Number, period: { type: String, enum: FEE_PERIODS } },
        { _id: false },
      ),
      default: null,
    },
    status: { type: String, enum: BATCH_STATUSES, default: 'open' },
  },
  { versionKey: false, timestamps: true },
);
batchSchema.index({ course: 1, status: 1 });
batchSchema.index({ tutor: 1 });

export const BatchModel = model('Batch', batchSchema);

/**
 * One class of a batch on one day (its date in the batch's zone), made ahead from the
 * schedule so that attendance, cancels and make-ups have something to point at. The unique
 * (batch, date) index keeps two regenerations racing from making a day twice.
 */
const batchSessionSchema = new Schema(
  {
    batch: { type: Schema.Types.ObjectId, required: true },
    tutor: { type: Schema.Types.ObjectId, required: true },
    date: { type: String, required: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    status: { type: String, enum: ['scheduled', 'cancelled'], default: 'scheduled' },
    /**
     * Set by whatever attaches something to the session (attendance, a report, a make-up):
     * regeneration then leaves it alone (batch-sessions.ts).
     */
    touched: { type: Boolean, default: false },
    /** The calendar revision: a change of time sends a higher one. */
    sequence: { type: Number, default: 0 },
  },
  { versionKey: false, timestamps: true },
);
batchSessionSchema.index({ batch: 1, date: 1 }, { unique: true });
batchSessionSchema.index({ start: 1 });
batchSessionSchema.index({ tutor: 1, start: 1 });

export const BatchSessionModel = model('BatchSession', batchSessionSchema);

/**
 * One seat of a batch: its _id is "<batch id>:<n>" for n in 1..seats, so of any number of
 * requests for the last seat, from any number of API instances, exactly one insert succeeds.
 * FerretDB's conditional updates are not atomic; a unique key is the one decision it and
 * MongoDB make alike (as the booking slots' SlotClaim).
 */
const seatClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    batch: { type: Schema.Types.ObjectId, required: true },
    seat: { type: Number, required: true },
    /** Who holds it: an enrolment's id, or whatever the enrolment work names. */
    holder: { type: String, required: true },
    takenAt: { type: Date, required: true },
  },
  { versionKey: false },
);
seatClaimSchema.index({ batch: 1 });

export const SeatClaimModel = model('SeatClaim', seatClaimSchema);
