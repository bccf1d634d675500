import { isStaffRole, type Account, type Role } from '@tutoring/shared';
import { notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { AccountMailing } from './account-access';
import { toAccount, UserModel } from './user.model';

interface Person {
  _id: unknown;
  email: string;
  name: string;
  role: string;
}

/**
 * Whether giving `person` the role must wait for them to prove their e-mail: they are not
 * staff yet, so their password may be anyone's who registered the address first.
 */
export const mustProveEmailFor = (person: Person, role: Role | undefined): role is Role =>
  role !== undefined && isStaffRole(role) && !isStaffRole(person.role);

/**
 * Offers a staff role to an account that is not staff: its sessions end, it keeps its role
 * until its owner sets a password through the link mailed to its address (then
 * grantPendingRole), so whoever else knows its password gains nothing.
 */
export async function offerStaffRole(
  person: Person,
  role: Role,
  { origin, access }: AccountMailing,
  log: Logger,
): Promise<Account> {
  const id = String(person._id);
  const updated = await UserModel.findByIdAndUpdate(
    id,
    { $set: { pendingRole: role } },
    { new: true },
  ).lean();
  if (!updated) throw notFound('Account');
  await access.endSessionsOf(id);
  await access.offerRole(person, role, origin);
  log.info({ event: 'account.role-offered', email: person.email, role }, 'staff role offered');
  return toAccount(updated);
}

/**
 * A password was set from a link mailed to the account: the e-mail is proven, so a staff role
 * waiting for that becomes the account's role.
 */
export async function grantPendingRole(userId: string): Promise<void> {
  const user = await UserModel.findById(userId).select('pendingRole').lean();
  if (!user?.pendingRole) return;
  await UserModel.updateOne(
    { _id: userId, pendingRole: user.pendingRole },
    { $set: { role: user.pendingRole, pendingRole: null } },
  );
}
