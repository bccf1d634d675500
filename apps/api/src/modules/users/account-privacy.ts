import { STAFF_ROLES, type Account } from '@tutoring/shared';
import { toAccount, UserModel } from './user.model';

/** What an erased account keeps: a name and an address that identify nobody. */
const anonymousAccount = (id: string) => ({
  name: 'Erased person',
  email: `erased-${id}@erased.invalid`,
  active: false,
  pendingRole: null,
  enrolledCourses: [],
  enrolledCoursesV2: [],
});

/** A person's account as their data copy shows it (accounts' addresses are stored lower-case). */
export async function findAccountOfPerson(email: string): Promise<Account | null> {
  const account = await UserModel.findOne({ email: email.toLowerCase() }).lean();
  return account ? toAccount(account) : null;
}

/**
 * A person's account deactivated and anonymised, its enrolments gone; a staff account is left
 * as it is (staff are erased by an admin removing the account). Answers the erased account's
 * id, so its sessions can be ended, or none.
 */
export async function anonymiseAccountOf(email: string): Promise<string | undefined> {
  const account = await UserModel.findOne({ email: email.toLowerCase() }).lean();
  if (!account || (STAFF_ROLES as readonly string[]).includes(account.role)) return undefined;
  const id = String(account._id);
  await UserModel.updateOne(
    { _id: account._id },
    { $set: anonymousAccount(id), $unset: { passwordHash: 1 } },
  );
  return id;
}
