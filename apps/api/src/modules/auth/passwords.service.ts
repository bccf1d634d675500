import { hashPassword, verifyPassword } from '../../lib/auth/passwords';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { grantPendingRole } from '../users/staff-promotion';
import { findAccountByEmail, findAccountById, setPasswordHash } from '../users/account-queries';
import { mailPasswordReset } from './account-mail';
import { consumePasswordToken, createPasswordToken } from './password-links';
import { clearLoginFailures } from './login-throttle';
import { endSessionsOf } from './sessions';

const LINK_UNUSABLE = 'This link has expired or was already used. Ask for a new one.';

/** Sets the account's password and ends every session it had: old tokens stop working. */
async function setPassword(userId: string, password: string): Promise<void> {
  await setPasswordHash(userId, await hashPassword(password));
  await endSessionsOf(userId);
}

const WRONG_CURRENT_PASSWORD = 'The current password is not right.';

async function isCurrentPassword(userId: string, password: string): Promise<boolean> {
  const user = await findAccountById(userId, 'passwordHash');
  return user?.passwordHash ? verifyPassword(password, user.passwordHash) : false;
}

/**
 * 401 naming the field unless `password` is the account's password now: asked again before a
 * change that a session alone must not make (setting up a second factor).
 */
export async function confirmCurrentPassword(userId: string, password: string): Promise<void> {
  if (await isCurrentPassword(userId, password)) return;
  throw new AppError('UNAUTHORIZED', WRONG_CURRENT_PASSWORD, [
    { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
  ]);
}

export async function changePassword(
  userId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  if (!(await isCurrentPassword(userId, input.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', WRONG_CURRENT_PASSWORD, [
      { path: 'currentPassword', message: WRONG_CURRENT_PASSWORD },
    ]);
  }
  await setPassword(userId, input.newPassword);
}

/**
 * 'Forgot password?': mails an active account a reset link. Run after the 202 is sent, so
 * the answer and its timing are the same whether or not the account exists.
 */
export async function requestPasswordReset(email: string, origin: string, log: Logger) {
  const user = await findAccountByEmail(email, 'email name active');
  if (!user || user.active === false) {
    log.info({ event: 'password-reset.unknown', email }, 'reset asked for no active account');
    return;
  }
  const token = await createPasswordToken(String(user._id), 'reset');
  await mailPasswordReset(user, token, origin);
  log.info({ event: 'password-reset.mailed', email }, 'password reset link queued');
}

/**
 * Sets a password from a reset or invitation link; one message for expired and used. The link
 * came to the account's address, so the owner is proven: a sign-in lock on the address ends,
 * and a staff role waiting for that proof becomes theirs.
 */
export async function resetPassword(input: { token: string; newPassword: string }) {
  const userId = await consumePasswordToken(input.token);
  if (!userId) throw new AppError('BAD_REQUEST', LINK_UNUSABLE);
  await setPassword(userId, input.newPassword);
  await grantPendingRole(userId);
  const user = await findAccountById(userId, 'email');
  if (user) await clearLoginFailures(user.email);
}
