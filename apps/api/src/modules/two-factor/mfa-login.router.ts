import type { Response } from 'express';
import {
  enrolledSignInSchema,
  mfaEnrolmentInputSchema,
  mfaEnrolmentSetupInputSchema,
  mfaLoginInputSchema,
  twoFactorEndpoints,
  twoFactorSetupSchema,
  authResponseSchema,
} from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { AppError } from '../../lib/errors';
import { issueToken } from '../auth/auth.service';
import {
  AccountLocked,
  clearAddressFailures,
  lockedForSeconds,
  recordLoginFailure,
  slowDownAccount,
  type SignInKey,
} from '../auth/login-throttle';
import { endSessionsOf } from '../auth/sessions';
import { findAccountById, toPublicUser } from '../users/account-queries';
import { finishSignIn, pendingSignIn, type PendingSignIn } from './mfa-challenge';
import { noticeCodeFailures } from './code-failure-notice';
import type { TwoFactorService } from './two-factor.service';

/**
 * The session a finished second step opens: the account must still exist and be active.
 * `onlySession`: every other session of the account ends (enrolment the site required: any
 * session opened before it had no second factor).
 */
async function openSession(
  jwtSecret: string,
  pending: PendingSignIn,
  ip: string,
  onlySession = false,
) {
  const expired = new AppError('UNAUTHORIZED', 'This sign-in has expired. Please sign in again.');
  if (!(await finishSignIn(pending))) throw expired;
  const user = await findAccountById(pending.userId);
  if (!user) throw expired;
  if (user.active === false) {
    throw new AppError('FORBIDDEN', 'This account has been deactivated. Ask an administrator.');
  }
  await clearAddressFailures({ email: pending.email, ip });
  if (onlySession) await endSessionsOf(pending.userId);
  return issueToken(jwtSecret, toPublicUser(user));
}

/** An address locked out of the account gets no more tries at a code than at a password. */
async function refuseWhileLocked(key: SignInKey, res: Response): Promise<void> {
  const locked = await lockedForSeconds(key);
  if (locked === 0) return;
  res.setHeader('Retry-After', String(locked));
  throw new AccountLocked(locked);
}

/** The second step of a sign-in that the password step answered with an mfaToken. */
export function mountMfaLoginRoutes(
  table: RouteTable,
  twoFactor: TwoFactorService,
  jwtSecret: string,
): void {
  const { limiters } = table.context;
  table.route(
    {
      method: 'post',
      path: twoFactorEndpoints.login.path,
      summary:
        "Finish a sign-in with a TOTP code or an unused recovery code (wrong ones count toward the account's lock)",
      access: 'public',
      body: mfaLoginInputSchema,
      status: 200,
      response: authResponseSchema,
    },
    limiters.login,
    async (req, res) => {
      const { mfaToken, code } = req.body;
      const pending = await pendingSignIn(mfaToken, 'sign-in');
      const key = { email: pending.email, ip: req.ip ?? '' };
      await refuseWhileLocked(key, res);
      await slowDownAccount(pending.email, req.log);
      if (!(await twoFactor.verify(pending.userId, code))) {
        await recordLoginFailure(key, 'code');
        req.log.warn({ event: 'login.mfa-failed', email: pending.email }, 'second factor wrong');
        await noticeCodeFailures(pending, req.log);
        throw new AppError('UNAUTHORIZED', 'That code is not right, or it was used already.');
      }
      res.json(await openSession(jwtSecret, pending, key.ip));
    },
  );
  table.route(
    {
      method: 'post',
      path: twoFactorEndpoints.loginSetup.path,
      summary: 'Enrolment during sign-in, for an admin the site requires it of: a new TOTP secret',
      access: 'public',
      body: mfaEnrolmentSetupInputSchema,
      status: 200,
      response: twoFactorSetupSchema,
    },
    limiters.login,
    async (req, res) => {
      const { mfaToken } = req.body;
      const pending = await pendingSignIn(mfaToken, 'enrol');
      res.json(await twoFactor.setup(pending));
    },
  );
  table.route(
    {
      method: 'post',
      path: twoFactorEndpoints.loginEnable.path,
      summary:
        "Enrolment during sign-in: confirm with a code; the recovery codes and the session (the account's other sessions end)",
      access: 'public',
      body: mfaEnrolmentInputSchema,
      status: 200,
      response: enrolledSignInSchema,
    },
    limiters.login,
    async (req, res) => {
      const { mfaToken, code } = req.body;
      const pending = await pendingSignIn(mfaToken, 'enrol');
      const recoveryCodes = await twoFactor.enable(pending.userId, code);
      res.json({ recoveryCodes, ...(await openSession(jwtSecret, pending, req.ip ?? '', true)) });
    },
  );
}
