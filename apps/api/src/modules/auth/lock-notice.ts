import { model, Schema, trusted } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { findAccountByEmail } from '../users/account-queries';
import { mailAccountLocked } from './account-mail';
import { createPasswordToken } from './password-links';

/**
 * That the owner of an e-mail was told about something (its current lock; a burst of wrong
 * codes). Its _id is the e-mail (or a key naming what was told), so of failures racing into
 * one notice exactly one insert succeeds and one mail goes out; it expires, and the next lock
 * or burst is told again.
 */
const lockNoticeSchema = new Schema(
  { _id: String, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);

const LockNoticeModel = model('LockNotice', lockNoticeSchema);

/** True once per `key` until `until`: whoever gets true sends the one mail. */
export async function firstNotice(key: string, until: Date, now = new Date()): Promise<boolean> {
  await LockNoticeModel.deleteOne({ _id: key, expiresAt: trusted({ $lte: now }) });
  try {
    await LockNoticeModel.create({ _id: key, expiresAt: until });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/**
 * Mails the owner of a just-locked account a reset link, once per lock: whoever locks them out
 * by guessing cannot keep them out, since a reset ends the lock. Unknown and deactivated
 * e-mails get nothing (and the answer to the guesser is the same either way).
 */
export async function noticeLock(
  email: string,
  lockedForSeconds: number,
  origin: string,
  log: Logger,
): Promise<void> {
  const now = new Date();
  const user = await findAccountByEmail(email, 'email name active');
  if (!user || user.active === false) return;
  const lockedUntil = new Date(now.getTime() + lockedForSeconds * 1000);
  if (!(await firstNotice(email, lockedUntil, now))) return;
  const token = await createPasswordToken(String(user._id), 'reset');
  await mailAccountLocked(user, token, origin);
  log.info({ event: 'login.lock-mailed', email }, 'owner mailed about the lock');
}

/** The lock ended early (a sign-in or a reset): a new lock is told about again. */
export async function forgetLockNotice(email: string): Promise<void> {
  await LockNoticeModel.deleteOne({ _id: email });
}
