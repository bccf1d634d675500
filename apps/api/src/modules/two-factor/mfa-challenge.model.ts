import { model, Schema } from 'mongoose';

/**
 * A sign-in waiting on its second step: the password was right. Its token is kept only as a
 * hash, is good for one purpose, for a few minutes, and is deleted once the step succeeds.
 */
const mfaChallengeSchema = new Schema(
  {
    /** SHA-256 of the mfaToken. */
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** The account's e-mail: wrong codes count toward its sign-in lock. */
    email: { type: String, required: true },
    /** 'sign-in': a code is due; 'enrol': an admin must set a second factor up first. */
    purpose: { type: String, enum: ['sign-in', 'enrol'], required: true },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const MfaChallengeModel = model('MfaChallenge', mfaChallengeSchema);
