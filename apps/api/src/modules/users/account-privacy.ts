import { STAFF_ROLES, type Account, type Student } from '@tutoring/shared';
import { removeStudentsOfFamily, studentsOfFamily } from './family-students';
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

/** A family's own details, removed with the account's name (its students go too). */
const FAMILY_DETAILS = { mobile: 1, consent: 1 } as const;

type FamilyDetails = { students?: Student[]; mobile?: string; consent?: unknown };

/**
 * A person's account as their data copy shows it (accounts' addresses are stored lower-case):
 * a family's students, mobile and consent too.
 */
export async function findAccountOfPerson(
  email: string,
): Promise<(Account & FamilyDetails) | null> {
  const account = await UserModel.findOne({ email: email.toLowerCase() }).lean();
  if (!account) return null;
  const { mobile, consent } = account;
  const students = await studentsOfFamily(String(account._id));
  return {
    ...toAccount(account),
    ...(students.length ? { students } : {}),
    ...(mobile ? { mobile } : {}),
    ...(consent ? { consent } : {}),
  };
}

/**
 * A person's account deactivated and anonymised, its enrolments and students gone; a staff account is left
 * as it is (staff are erased by an admin removing the account). Answers the erased account's
 * id, so its sessions can be ended, or none.
 */
export async function anonymiseAccountOf(email: string): Promise<string | undefined> {
  const account = await UserModel.findOne({ email: email.toLowerCase() }).lean();
  if (!account || (STAFF_ROLES as readonly string[]).includes(account.role)) return undefined;
  const id = String(account._id);
  await UserModel.updateOne(
    { _id: account._id },
    { $set: anonymousAccount(id), $unset: { passwordHash: 1, ...FAMILY_DETAILS } },
  );
  await removeStudentsOfFamily(id);
  return id;
}
