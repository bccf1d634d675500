import { MfaChallengeModel } from './mfa-challenge.model';

/** The collection of sign-ins waiting on their second step (a restore loads none of them). */
export function pendingChallengeCollection(): string {
  return MfaChallengeModel.collection.collectionName;
}
