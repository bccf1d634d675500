import { AppError, notFound } from '../../lib/errors';
import type { RequestAuth } from '../../lib/auth/authenticate';
import type { Logger } from '../../lib/logger';
import { recordAuditEntry } from '../audit/audit.service';
import { endSessionsOf } from '../auth/sessions';
import { findAccountByEmail, findAccountById } from '../users/account-queries';
import { removeSecondFactor } from './second-factor-reset';

/**
 * An admin removes another person's second factor (a lost phone, no recovery code left): their
 * sessions end, their next sign-in takes the password alone (or enrolment, for an admin the
 * site requires it of), and the Activity log keeps who did it. One's own second factor is
 * turned off on Security, with a code: an admin session alone must not be enough for it.
 */
export async function resetSecondFactorOf(
  id: string,
  actor: RequestAuth,
  log: Logger,
): Promise<void> {
  if (id === actor.userId) {
    throw new AppError('CONFLICT', 'Turn your own two-factor sign-in off on the Security screen.');
  }
  const user = await findAccountById(id, 'email');
  if (!user) throw notFound('Account');
  if (!(await removeSecondFactor(id))) {
    throw new AppError('CONFLICT', 'Two-factor sign-in is not on for this person.');
  }
  await endSessionsOf(id);
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

/**
 * The shell's reset (`npm run admin -- reset-2fa EMAIL`), for a lone admin: whoever runs
 * commands on the server already holds the database, so it needs no sign-in. The account's
 * sessions end; the next sign-in takes the password alone, or enrolment for an admin the site
 * requires it of.
 */
export async function resetTwoFactor(email: string) {
  const user = await findAccountByEmail(email, 'email');
  if (!user) throw new AppError('NOT_FOUND', `No account has the e-mail ${email}.`);
  const hadOne = await removeSecondFactor(String(user._id));
  await endSessionsOf(String(user._id));
  return { email: user.email, hadOne };
}
