import { model, Schema } from 'mongoose';

/**
 * One signed-in session: a token names its session (its `jti`), and a request counts only
 * while the session exists. Signing out deletes one; a password change, a reset, a role
 * change or a deactivation deletes all of an account's.
 */
const sessionSchema = new Schema(
  {
    /** A random id, never reused: the token's jti. */
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** When the token expires anyway; expired sessions are pruned as new ones open. */
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const SessionModel = model('Session', sessionSchema);
