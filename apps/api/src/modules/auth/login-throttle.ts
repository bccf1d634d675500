import { trusted } from 'mongoose';
import { pruneExpired } from '../../lib/db/prune-expired';
import { AppError } from '../../lib/errors';
import { forgetLockNotice } from './lock-notice';
import { LoginFailureModel } from './login-failure.model';

/** Five wrong passwords within the window lock the account's sign-in for the rest of it. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

/** The failures that still count for this e-mail, oldest first. */
function recentFailures(email: string, now: Date) {
  return LoginFailureModel.find({
    email,
    at: trusted({ $gt: new Date(now.getTime() - LOGIN_LOCK_MS) }),
  })
    .sort({ at: 1 })
    .select('at')
    .lean();
}

/**
 * Seconds until the account may try again, or 0 when it may now: locked once the last five
 * failures fall within 15 minutes, until the first of them is 15 minutes old. Keyed by the
 * e-mail alone, so rotating addresses gains nothing, and unknown e-mails lock the same way.
 */
export async function lockedForSeconds(email: string, now = new Date()): Promise<number> {
  const failures = await recentFailures(email, now);
  if (failures.length < LOGIN_FAILURE_LIMIT) return 0;
  const fifthLast = failures[failures.length - LOGIN_FAILURE_LIMIT]!.at.getTime();
  return Math.max(1, Math.ceil((fifthLast + LOGIN_LOCK_MS - now.getTime()) / 1000));
}

/** Counts a failure; answers for how many seconds the account is now locked (0: it is not). */
export async function recordLoginFailure(email: string, now = new Date()): Promise<number> {
  const expiresAt = new Date(now.getTime() + LOGIN_LOCK_MS);
  await LoginFailureModel.create({ email, at: now, expiresAt });
  await pruneExpired(LoginFailureModel, now);
  return lockedForSeconds(email, now);
}

/** A successful sign-in starts the count again, and a password set from a mailed link ends a lock. */
export async function clearLoginFailures(email: string): Promise<void> {
  await LoginFailureModel.deleteMany({ email });
  await forgetLockNotice(email);
}

/** The 429 a locked account gets, telling when to try again (also in Retry-After). */
export class AccountLocked extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      'RATE_LIMITED',
      `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}
