import { activeAdmins, UserModel, type UserRecord } from './user.model';

/**
 * What other modules ask of accounts. An account is found by id or by its address (stored
 * lower-case); `fields` names what to read (all when absent), so a hot path reads little.
 */
export const findAccountById = (id: unknown, fields?: string) =>
  UserModel.findById(id)
    .select(fields ?? '')
    .lean();

export const findAccountByEmail = (email: string, fields?: string) =>
  UserModel.findOne({ email: email.trim().toLowerCase() })
    .select(fields ?? '')
    .lean();

export async function accountExistsFor(email: string): Promise<boolean> {
  return (await UserModel.exists({ email: email.trim().toLowerCase() })) !== null;
}

/** A self-registered account (role user); E11000 when the address is taken meanwhile. */
export const createAccount = (fields: Pick<UserRecord, 'email' | 'name' | 'passwordHash'>) =>
  UserModel.create({ ...fields, role: 'user' });

export async function setPasswordHash(id: string, passwordHash: string): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $set: { passwordHash } });
}

export async function reactivateAccount(id: unknown): Promise<void> {
  await UserModel.updateOne({ _id: id }, { $set: { active: true } });
}

/** Every admin account, active or not, by address. */
export const listAdminAccounts = () =>
  UserModel.find({ role: 'admin' })
    .select('email name active passwordHash')
    .sort({ email: 1 })
    .lean();

/** The addresses of the admins who can act: new leads and bookings are mailed to them. */
export async function activeAdminAddresses(): Promise<string[]> {
  const admins = await UserModel.find(activeAdmins()).select('email').lean();
  return admins.map((admin) => admin.email);
}

export const countAccounts = () => UserModel.countDocuments();

/** The shapes an account is answered in, for the modules that answer with one. */
export { toAccount, toPublicUser } from './user.model';
