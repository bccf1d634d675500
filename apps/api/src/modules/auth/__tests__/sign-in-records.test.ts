import { describe, expect, it } from 'vitest';
import { MfaChallengeModel } from '../../two-factor/mfa-challenge.model';
import { pendingChallengeCollection } from '../../two-factor/pending-challenges';
import { PasswordTokenModel } from '../password-token.model';
import { SessionModel } from '../session.model';
import { signInCollections } from '../sign-in-records';

/** The collections a restore leaves empty are the models' own (named without loading them). */
describe('the sign-in records a restore does not bring back', () => {
  it('when the names are asked for, then they are the session, link and challenge collections', () => {
    expect(signInCollections()).toEqual([
      SessionModel.collection.collectionName,
      PasswordTokenModel.collection.collectionName,
    ]);
    expect(pendingChallengeCollection()).toBe(MfaChallengeModel.collection.collectionName);
  });
});
