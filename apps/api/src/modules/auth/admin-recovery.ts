import { AppError } from '../../lib/errors';
import { clearLoginFailures, lockedForSeconds } from './login-throttle';
import { createPasswordToken, passwordLinkUrl } from './password-links';
import { findAccountByEmail, listAdminAccounts, reactivateAccount } from '../users/account-queries';

/**
 * Recovery from the server's shell (`npm run admin`, docs/OPERATIONS.md "Admin recovery"):
 * whoever can run commands on the server already holds the database, so these need no
 * sign-in. They are the way back for a lone admin who is locked out or forgot the password.
 */

export interface AdminSummary {
  email: string;
  name: string;
  active: boolean;
  invitationPending: boolean;
  lockedForSeconds: number;
}

async function accountOf(email: string) {
  const user = await findAccountByEmail(email, 'email name role active');
  if (!user) throw new AppError('NOT_FOUND', `No account has the e-mail ${email}.`);
  return user;
}

/** Every admin account, with what would keep it from signing in. */
export async function listAdmins(): Promise<AdminSummary[]> {
  const admins = await listAdminAccounts();
  return Promise.all(
    admins.map(async (admin) => ({
      email: admin.email,
      name: admin.name,
      active: admin.active !== false,
      invitationPending: !admin.passwordHash,
      lockedForSeconds: await lockedForSeconds({ email: admin.email }),
    })),
  );
}

/**
 * A one-time set-password link for the account (valid 30 minutes, like 'Forgot password?');
 * any earlier link of the account stops working.
 */
export async function createResetLink(email: string, origin: string) {
  const user = await accountOf(email);
  const token = await createPasswordToken(String(user._id), 'reset');
  return { url: passwordLinkUrl(origin, token), active: user.active !== false };
}

/**
 * Lets the account sign in again: forgets its failed sign-ins (the 15-minute lock) and
 * reactivates it if it was deactivated.
 */
export async function unlockAccount(email: string) {
  const user = await accountOf(email);
  const wasLocked = (await lockedForSeconds({ email: user.email })) > 0;
  await clearLoginFailures(user.email);
  const wasDeactivated = user.active === false;
  if (wasDeactivated) await reactivateAccount(user._id);
  return { email: user.email, wasLocked, wasDeactivated };
}
