import { ENROLMENT_STATUSES } from '@tutoring/shared';
import { model, Schema } from 'mongoose';

/**
 * A student's place in a batch. An active enrolment, and one awaiting payment, hold a seat:
 * `seatClaim` names the claim's holder (the enrolment's own id; batches/seat-claims.ts), so a
 * seat is found by its holder even after lowered seats renumber the claims.
 */
const enrolmentSchema = new Schema(
  {
    batch: { type: Schema.Types.ObjectId, required: true },
    /** The family account (role `user`) and its student, as named when enrolled. */
    family: { type: Schema.Types.ObjectId, required: true },
    student: {
      type: new Schema(
        { _id: { type: Schema.Types.ObjectId, required: true }, name: String },
        { versionKey: false },
      ),
      required: true,
    },
    status: { type: String, enum: ENROLMENT_STATUSES, required: true },
    enrolledAt: { type: Date, required: true },
    withdrawnAt: { type: Date, default: null },
    /** Staff's or the family's: who withdrew it, for the Activity log and the family page. */
    withdrawnBy: { type: String, enum: ['family', 'staff', null], default: null },
  },
  { versionKey: false, timestamps: true },
);
enrolmentSchema.index({ batch: 1, status: 1 });
enrolmentSchema.index({ family: 1 });
enrolmentSchema.index({ 'student._id': 1 });

export const EnrolmentModel = model('Enrolment', enrolmentSchema);

/**
 * One student holds at most one place in a batch at a time: its _id is
 * "<batch id>:<student id>", inserted before the seat is taken and deleted on withdrawal, so two
 * enrolments of one child racing in leave exactly one (FerretDB's conditional updates are not
 * atomic; a unique key is the decision it and MongoDB make alike).
 */
const placeKeySchema = new Schema(
  {
    _id: { type: String, required: true },
    enrolment: { type: Schema.Types.ObjectId, required: true },
  },
  { versionKey: false },
);

export const EnrolmentPlaceModel = model('EnrolmentPlace', placeKeySchema);
