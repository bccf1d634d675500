import mongoose from 'mongoose';

/**
 * The collection of sign-ins waiting on their second step (a restore loads none of them),
 * named as Mongoose names the model's without loading it (sign-in-records.ts says why).
 */
export function pendingChallengeCollection(): string {
  return mongoose.pluralize()?.('MfaChallenge') ?? 'MfaChallenge';
}
