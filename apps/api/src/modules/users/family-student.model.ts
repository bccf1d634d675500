import { model, Schema } from 'mongoose';

/**
 * A student of a family (a `user` account): whom its enrolments are for. Students are kept
 * apart from the account so that adding one is an insert: `key` is "<family id>:<name as
 * compared>", and of two enrolments adding the same child at once the unique index lets one
 * in (E11000 for the other) — the one atomic decision FerretDB and MongoDB make alike, where
 * a conditional push into the account could add the child twice or lose another.
 */
const familyStudentSchema = new Schema(
  {
    familyId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, trim: true },
    key: { type: String, required: true },
  },
  { timestamps: true },
);
familyStudentSchema.index({ key: 1 }, { unique: true });
// A family's students are read together, in the order they were added.
familyStudentSchema.index({ familyId: 1, _id: 1 });

export const FamilyStudentModel = model('FamilyStudent', familyStudentSchema);
