import { model, Schema } from 'mongoose';

/**
 * A link that sets a password: a reset (valid 30 minutes) or an invitation (7 days). Only
 * the SHA-256 of the link's token is stored, so reading the database gives no working link.
 */
const passwordTokenSchema = new Schema(
  {
    /** SHA-256 of the token, hex: looking a token up is hashing it. */
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    purpose: { type: String, enum: ['reset', 'invitation'], required: true },
    /** Pruned once past, as new links are made. */
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const PasswordTokenModel = model('PasswordToken', passwordTokenSchema);
