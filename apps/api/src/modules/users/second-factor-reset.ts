import { AppError, notFound } from '../../lib/errors';
import type { RequestAuth } from '../../lib/auth/authenticate';
import type { Logger } from '../../lib/logger';
import { recordAuditEntry } from '../audit/audit.service';
import { removeSecondFactor } from '../two-factor/second-factor-reset';
import type { AccountAccess } from './account-access';
import { UserModel } from './user.model';

/**
 * An admin removes another person's second factor (a lost phone, no recovery code left): their
 * sessions end, their next sign-in takes the password alone (or enrolment, for an admin the
 * site requires it of), and the Activity log keeps who did it. One's own second factor is
 * turned off on Security, with a code: an admin session alone must not be enough for it.
 */
export async function resetSecondFactorOf(
  id: string,
  actor: RequestAuth,
  access: Pick<AccountAccess, 'endSessionsOf'>,
  log: Logger,
): Promise<void> {
  if (id === actor.userId) {
    throw new AppError('CONFLICT', 'Turn your own two-factor sign-in off on the Security screen.');
  }
  const user = await UserModel.findById(id).select('email').lean();
  if (!user) throw notFound('Account');
  if (!(await removeSecondFactor(id))) {
    throw new AppError('CONFLICT', 'Two-factor sign-in is not on for this person.');
  }
  await access.endSessionsOf(id);
  await recordAuditEntry({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: 'two-factor-reset',
    entity: 'account',
    entityId: id,
    changedFields: [],
    at: new Date(),
  });
  log.warn({ event: 'account.2fa-reset', email: user.email, by: actor.email }, '2FA reset');
}
