import type { Account, NewAccountInput, Role, UsersList, UsersQuery } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { sortOrder } from '../../lib/db/sort-order';
import { containing } from '../../lib/db/text-match';
import { AppError, notFound } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { AccountMailing } from './account-access';
import { whileNoOtherAdminChange } from './admin-change-lease';
import { mustProveEmailFor, offerStaffRole } from './staff-promotion';
import { activeAdmins, toAccount, UserModel } from './user.model';
import { teamMemberExists } from '../team/team-queries';

const EMAIL_TAKEN = 'An account with this e-mail already exists.';
const LAST_ADMIN =
  'This is the last active admin: make someone else an admin first, or the institute is locked out.';

/** Staff first: the roles' names sort admin, editor, tutor, user; then by name. */
const STAFF_FIRST = { role: 1, name: 1, _id: 1 } as const;

/**
 * The accounts a query selects (a search over name and e-mail, one role) in its order, one
 * page of them when it names a page or a limit, else all; the hash only tells if one is set.
 */
export async function listAccounts(query: UsersQuery): Promise<UsersList> {
  const { q, role, sort, page, limit } = query;
  const where = {
    ...(role ? { role } : {}),
    ...(q ? { $or: [{ name: containing(q) }, { email: containing(q) }] } : {}),
  };
  const paged = page !== undefined || limit !== undefined;
  const size = limit ?? 50;
  const find = UserModel.find(where).sort(sort ? sortOrder(sort) : STAFF_FIRST);
  if (paged) find.skip(((page ?? 1) - 1) * size).limit(size);
  const [users, total] = await Promise.all([find.lean(), UserModel.countDocuments(where)]);
  return {
    users: users.map(toAccount),
    total,
    page: page ?? 1,
    limit: paged ? size : Math.max(total, 1),
  };
}

/**
 * Adds a person without a password, and mails them a link to set one. An address that already
 * has a student's account (someone may have registered it first) is offered the role instead:
 * it becomes theirs once the address's owner sets a password from the mail.
 */
export async function inviteAccount(
  input: NewAccountInput & { role: Role },
  mailing: AccountMailing,
  log: Logger,
): Promise<Account> {
  if (input.teamMemberId) await mustBeTeamMember(input.teamMemberId);
  const existing = await UserModel.findOne({ email: input.email }).lean();
  if (existing && mustProveEmailFor(existing, input.role)) {
    return offerStaffRole(existing, input.role, mailing, log);
  }
  if (existing) throw new AppError('CONFLICT', EMAIL_TAKEN);
  let user;
  try {
    user = await UserModel.create({ ...input, active: true });
  } catch (error) {
    // Two invitations racing for one address: the unique index decides.
    if ((error as { code?: number }).code === 11000) throw new AppError('CONFLICT', EMAIL_TAKEN);
    throw error;
  }
  await mailing.access.invite(user, input.role, mailing.origin);
  log.info({ event: 'account.invited', email: input.email, role: input.role }, 'person invited');
  return toAccount(user.toObject());
}

/** A tutor's account names a team member that exists; else 400 on the field. */
async function mustBeTeamMember(id: string): Promise<void> {
  if (await teamMemberExists(id)) return;
  const message = 'No team member has this id.';
  throw new AppError('VALIDATION_ERROR', message, [{ path: 'teamMemberId', message }]);
}

type AccountChange = { role?: Role | undefined; active?: boolean | undefined };

/**
 * Changes a person's role or active flag; either ends their sessions (they sign in again with
 * what they may now do). Making a student staff waits for them to prove the e-mail
 * (staff-promotion.ts). Taking away the last active admin is a 409: the count of the others
 * and the write happen under the one admin-change lease, so two admins demoting each other at
 * once cannot both pass the count.
 */
export async function updateAccount(
  id: string,
  update: AccountChange,
  mailing: AccountMailing,
  log: Logger,
): Promise<Account> {
  const user = await UserModel.findById(id).lean();
  if (!user) throw notFound('Account');
  const staysAdmin =
    (update.role ?? user.role) === 'admin' && (update.active ?? user.active) !== false;
  const isActiveAdmin = user.role === 'admin' && user.active !== false;
  if (!isActiveAdmin || staysAdmin) return applyChange(user, update, mailing, log);
  return whileNoOtherAdminChange(async () => {
    const others = await UserModel.countDocuments({
      ...activeAdmins(),
      _id: trusted({ $ne: user._id }),
    });
    if (others === 0) throw new AppError('CONFLICT', LAST_ADMIN);
    return applyChange(user, update, mailing, log);
  });
}

/** A tutor deactivated or given another role: what was theirs as a tutor stops for good. */
async function endTutorAccess(
  before: { role: string; teamMemberId?: unknown },
  after: { role: string; active?: boolean | null },
  mailing: AccountMailing,
): Promise<void> {
  if (before.role !== 'tutor' || !before.teamMemberId) return;
  if (after.role === 'tutor' && after.active !== false) return;
  await mailing.tutorAccessEnded?.(String(before.teamMemberId));
}

async function applyChange(
  user: { _id: unknown; email: string; name: string; role: string; teamMemberId?: unknown },
  { role, ...rest }: AccountChange,
  mailing: AccountMailing,
  log: Logger,
): Promise<Account> {
  const id = String(user._id);
  const offered = mustProveEmailFor(user, role) ? role : undefined;
  const roleNow = role === undefined || offered ? {} : { role, pendingRole: null };
  const changes = Object.fromEntries(
    Object.entries({ ...rest, ...roleNow }).filter(([, value]) => value !== undefined),
  );
  const updated = Object.keys(changes).length
    ? await UserModel.findByIdAndUpdate(id, { $set: changes }, { new: true }).lean()
    : user;
  if (!updated) throw notFound('Account');
  await mailing.access.endSessionsOf(id);
  await endTutorAccess(user, updated, mailing);
  log.info({ event: 'account.changed', email: updated.email, ...changes }, 'account changed');
  return offered ? offerStaffRole(updated, offered, mailing, log) : toAccount(updated);
}
