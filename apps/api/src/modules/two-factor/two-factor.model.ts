import { model, Schema } from 'mongoose';

/**
 * A staff member's second factor, one document per account (its _id is the user's). Kept apart
 * from the account so that reading users never reads it.
 */
const twoFactorSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    /** The TOTP seed in use, sealed (lib/auth/secret-box.ts); absent while 2FA is off. */
    secret: { type: String },
    /** A seed set up but not yet confirmed with a code: it signs nobody in. */
    pendingSecret: { type: String },
    /**
     * Each unused recovery code, HMAC-SHA256 keyed (recovery-codes.ts); codes stored before
     * keyed hashes are plain SHA-256 and still count until used. One is removed as it is used.
     */
    recoveryCodes: { type: [String], default: [] },
    /** The last TOTP time step accepted: a code is never accepted twice (RFC 6238 section 5.2). */
    lastUsedStep: { type: Number, default: 0 },
    enabledAt: { type: Date },
  },
  { versionKey: false },
);

export const TwoFactorModel = model('TwoFactor', twoFactorSchema);
