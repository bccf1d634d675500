import { MfaChallengeModel } from './mfa-challenge.model';
import { TwoFactorModel } from './two-factor.model';

/**
 * Removes an account's second factor, for someone who lost their phone and every recovery
 * code: an admin's reset (users module) or the shell's (`npm run admin -- reset-2fa`). Any
 * sign-in waiting on a code ends too; the caller ends the account's sessions. Answers whether
 * there was one to remove.
 */
export async function removeSecondFactor(userId: string): Promise<boolean> {
  const { deletedCount } = await TwoFactorModel.deleteOne({ _id: userId });
  await MfaChallengeModel.deleteMany({ userId });
  return deletedCount === 1;
}
