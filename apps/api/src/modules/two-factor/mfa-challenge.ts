import { createHash, randomBytes } from 'node:crypto';
import { isAdminRole, type MfaChallenge } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { pruneExpired } from '../../lib/db/prune-expired';
import { AppError } from '../../lib/errors';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { MfaChallengeModel } from './mfa-challenge.model';
import { TwoFactorModel } from './two-factor.model';

type Purpose = 'sign-in' | 'enrol';

/**
 * Five minutes to type a code; fifteen to install an app and enrol. Long enough for a person,
 * short enough that a token seen over someone's shoulder is soon worth nothing.
 */
const LIFETIME_MS: Record<Purpose, number> = { 'sign-in': 5 * 60_000, enrol: 15 * 60_000 };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

interface Account {
  _id: unknown;
  email: string;
  role: string;
}

async function openChallenge(account: Account, purpose: Purpose): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LIFETIME_MS[purpose]);
  await MfaChallengeModel.create({
    _id: hashOf(token),
    userId: account._id,
    email: account.email,
    purpose,
    expiresAt,
  });
  await pruneExpired(MfaChallengeModel);
  return token;
}

const hasSecondFactor = async (userId: unknown) =>
  Boolean(await TwoFactorModel.exists({ _id: userId, secret: trusted({ $exists: true }) }));

const requiredOf = async (role: string) =>
  isAdminRole(role) && (await siteSettingsStore.get()).requireAdminTwoFactor;

/**
 * Whether a signed-in session must enrol before it may act: an admin without a second factor
 * while the site requires one, though the session was opened before that (routes.ts asks on
 * every signed-in request, so turning the setting on counts at once).
 */
export async function secondFactorDue(userId: string, role: string): Promise<boolean> {
  return (await requiredOf(role)) && !(await hasSecondFactor(userId));
}

/**
 * What a right password leads to when a second step is due: a code, for an account with a
 * second factor; enrolment, for an admin without one while the site requires it. Undefined:
 * no step is due and the sign-in may open a session.
 */
export async function secondStepFor(account: Account): Promise<MfaChallenge | undefined> {
  if (await hasSecondFactor(account._id)) {
    return { mfaRequired: true, mfaToken: await openChallenge(account, 'sign-in') };
  }
  if (await requiredOf(account.role)) {
    const mfaToken = await openChallenge(account, 'enrol');
    return { mfaRequired: true, mfaEnrolmentRequired: true, mfaToken };
  }
  return undefined;
}

export interface PendingSignIn {
  id: string;
  userId: string;
  email: string;
}

/** The sign-in an mfaToken stands for; 401 when it is unknown, used, expired or for another step. */
export async function pendingSignIn(token: string, purpose: Purpose): Promise<PendingSignIn> {
  const challenge = await MfaChallengeModel.findOne({
    _id: hashOf(token),
    purpose,
    expiresAt: trusted({ $gt: new Date() }),
  }).lean();
  if (!challenge) {
    throw new AppError('UNAUTHORIZED', 'This sign-in has expired. Please sign in again.');
  }
  return { id: challenge._id, userId: String(challenge.userId), email: challenge.email };
}

/** Ends the step once it succeeded; false when another request finished it first. */
export async function finishSignIn(pending: PendingSignIn): Promise<boolean> {
  return (await MfaChallengeModel.deleteOne({ _id: pending.id })).deletedCount === 1;
}
