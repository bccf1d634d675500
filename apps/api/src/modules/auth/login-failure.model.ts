import { model, Schema } from 'mongoose';

/**
 * One failed sign-in for an e-mail address (known or not), from one client address. Each
 * failure is its own insert, so attempts racing from many addresses are all counted: an insert
 * is never lost the way a read-then-write counter's increments can be.
 */
const loginFailureSchema = new Schema(
  {
    email: { type: String, required: true, index: true },
    /** The client's address (TRUST_PROXY decides which): locks are per address and account. */
    ip: { type: String, default: '' },
    /** A wrong password, or a wrong second-factor code after a right password. */
    kind: { type: String, enum: ['password', 'code'], default: 'password' },
    at: { type: Date, required: true },
    /** Once it no longer counts; pruned as new failures are recorded. */
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export const LoginFailureModel = model('LoginFailure', loginFailureSchema);
