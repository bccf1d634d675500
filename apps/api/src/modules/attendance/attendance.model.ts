import { ATTENDANCE_STATUSES, CREDIT_REASONS } from '@tutoring/shared';
import { model, Schema } from 'mongoose';

const studentRef = new Schema(
  { _id: { type: Schema.Types.ObjectId, required: true }, name: String },
  { versionKey: false },
);

/** One student's attendance of one session: the unique (session, enrolment) keeps one. */
const attendanceSchema = new Schema(
  {
    session: { type: Schema.Types.ObjectId, required: true },
    batch: { type: Schema.Types.ObjectId, required: true },
    enrolment: { type: Schema.Types.ObjectId, required: true },
    family: { type: Schema.Types.ObjectId, required: true },
    student: { type: studentRef, required: true },
    status: { type: String, enum: ATTENDANCE_STATUSES, required: true },
  },
  { versionKey: false, timestamps: true },
);
attendanceSchema.index({ session: 1, enrolment: 1 }, { unique: true });
attendanceSchema.index({ enrolment: 1 });
attendanceSchema.index({ family: 1 });

export const AttendanceModel = model('Attendance', attendanceSchema);

/**
 * A make-up credit. The unique (session, enrolment) grants it once however often attendance
 * is saved or a cancel repeated; `usedFor` is written after the spend's key decided it.
 */
const creditSchema = new Schema(
  {
    session: { type: Schema.Types.ObjectId, required: true },
    enrolment: { type: Schema.Types.ObjectId, required: true },
    batch: { type: Schema.Types.ObjectId, required: true },
    family: { type: Schema.Types.ObjectId, required: true },
    student: { type: studentRef, required: true },
    course: { type: Schema.Types.ObjectId, required: true },
    reason: { type: String, enum: CREDIT_REASONS, required: true },
    grantedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    usedFor: { type: Schema.Types.ObjectId, default: null },
  },
  { versionKey: false },
);
creditSchema.index({ session: 1, enrolment: 1 }, { unique: true });
creditSchema.index({ enrolment: 1 });
creditSchema.index({ family: 1 });

export const MakeUpCreditModel = model('MakeUpCredit', creditSchema);

/**
 * The one decision about a credit: its _id is the credit's, so of two requests spending it
 * (or a spend and a withdrawal) exactly one insert succeeds. FerretDB's conditional updates
 * are not atomic; a unique key is the decision it and MongoDB make alike.
 */
const creditSpendSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** The session it was spent on; null when staff's change of attendance withdrew it. */
    session: { type: Schema.Types.ObjectId, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);

export const CreditSpendModel = model('CreditSpend', creditSpendSchema);

/**
 * A make-up booked into a session: its _id is "<session id>:<n>" for n in 1..seats free that
 * day, so two families cannot both take the last make-up seat (as batches' seat claims).
 */
const makeupSchema = new Schema(
  {
    _id: { type: String, required: true },
    session: { type: Schema.Types.ObjectId, required: true },
    credit: { type: Schema.Types.ObjectId, required: true },
    family: { type: Schema.Types.ObjectId, required: true },
    student: { type: studentRef, required: true },
    bookedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
makeupSchema.index({ session: 1 });
makeupSchema.index({ family: 1 });

export const MakeupModel = model('Makeup', makeupSchema);
