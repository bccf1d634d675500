import { AppError } from '../../lib/errors';
import { clearLoginFailures, lockedForSeconds } from './login-throttle';
import { createPasswordToken, passwordLinkUrl } from './password-links';
import { UserModel } from '../users/user.model';
import { removeSecondFactor } from '../two-factor/second-factor-reset';
import { endSessionsOf } from './sessions';

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
  const user = await UserModel.findOne({ email: email.trim().toLowerCase() })
    .select('email name role active')
    .lean();
  if (!user) throw new AppError('NOT_FOUND', `No account has the e-mail ${email}.`);
  return user;
}

/** Every admin account, with what would keep it from signing in. */
export async function listAdmins(): Promise<AdminSummary[]> {
  const admins = await UserModel.find({ role: 'admin' })
    .select('email name active passwordHash')
    .sort({ email: 1 })
    .lean();
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
  if (wasDeactivated) await UserModel.updateOne({ _id: user._id }, { $set: { active: true } });
  return { email: user.email, wasLocked, wasDeactivated };
}

/**
 * Removes the account's second factor (a lost phone, no recovery code left) and ends its
 * sessions: the next sign-in takes the password alone, or enrolment for an admin the site
 * requires it of.
 */
export async function resetTwoFactor(email: string) {
  const user = await accountOf(email);
  const hadOne = await removeSecondFactor(String(user._id));
  await endSessionsOf(String(user._id));
  return { email: user.email, hadOne };
}
