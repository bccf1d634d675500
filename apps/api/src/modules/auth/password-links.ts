import { createHash, randomBytes } from 'node:crypto';
import { PUBLIC_SCREENS, screenHref } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { pruneExpired } from '../../lib/db/prune-expired';
import { PasswordTokenModel } from './password-token.model';

export type PasswordLinkPurpose = 'reset' | 'invitation';

const LIFETIME_MS: Record<PasswordLinkPurpose, number> = {
  reset: 30 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where the web's set-password screen opens a link's token (docs/PRODUCT.md). */
export function passwordLinkUrl(origin: string, token: string): string {
  return `${origin}${screenHref(PUBLIC_SCREENS['reset-password'].path, { token })}`;
}

/**
 * A new single-use token for the account; an earlier link of the account stops working, so
 * only the newest mail's link counts, except that a reset link (which anyone knowing the
 * e-mail can cause: 'Forgot password?', a sign-in lock) never takes a pending invitation away.
 */
export async function createPasswordToken(
  userId: string,
  purpose: PasswordLinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await PasswordTokenModel.deleteMany(purpose === 'reset' ? { userId, purpose } : { userId });
  await pruneExpired(PasswordTokenModel);
  await PasswordTokenModel.create({
    _id: hashOf(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
  });
  return token;
}

/**
 * Uses a token up: the account it was for, or undefined when it is unknown, expired or
 * already used. The delete is the use, so of two requests racing with one token only the
 * one whose delete removed it goes on.
 */
export async function consumePasswordToken(token: string): Promise<string | undefined> {
  const stored = await PasswordTokenModel.findOne({
    _id: hashOf(token),
    expiresAt: trusted({ $gt: new Date() }),
  }).lean();
  if (!stored) return undefined;
  const { deletedCount } = await PasswordTokenModel.deleteOne({ _id: stored._id });
  return deletedCount === 1 ? String(stored.userId) : undefined;
}
