import type { Request } from 'express';
import {
  recoveryCodesSchema,
  twoFactorCodeInputSchema,
  twoFactorEnableInputSchema,
  twoFactorEndpoints,
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  usersEndpoint,
} from '@tutoring/shared';
import type { RouteTable } from '../../lib/http/route-table';
import { AppError } from '../../lib/errors';
import { idParams } from '../../lib/http/validate';
import { confirmCurrentPassword } from '../auth/passwords.service';
import { endOtherSessionsOf } from '../auth/sessions';
import { findAccountById } from '../users/account-queries';
import { resetSecondFactorOf } from './admin-reset';
import type { Holder, TwoFactorService } from './two-factor.service';

async function holderOf(req: Request): Promise<Holder> {
  const { userId, role } = req.auth!;
  const user = await findAccountById(userId, 'email');
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return { userId, email: user.email, role };
}

/**
 * The signed-in staff member's own second factor (see, set up, confirm, turn off), and an
 * admin's reset of someone else's.
 */
export function mountTwoFactorRoutes(table: RouteTable, twoFactor: TwoFactorService): void {
  const { limiters } = table.context;
  table.route(
    {
      method: 'get',
      path: twoFactorEndpoints.status.path,
      duringEnrolment: true,
      summary: 'Whether two-factor sign-in is on for me, and how many recovery codes are left',
      access: 'staff',
      status: 200,
      response: twoFactorStatusSchema,
    },
    async (req, res) => {
      res.json({ twoFactor: await twoFactor.status(req.auth!.userId) });
    },
  );
  table.route(
    {
      method: 'post',
      path: twoFactorEndpoints.setup.path,
      duringEnrolment: true,
      summary:
        'A new TOTP secret and its otpauth:// link (the current password again: 401 when wrong); nothing changes until it is enabled',
      access: 'staff',
      body: twoFactorSetupInputSchema,
      status: 200,
      response: twoFactorSetupSchema,
    },
    limiters.password,
    async (req, res) => {
      await confirmCurrentPassword(req.auth!.userId, req.body.currentPassword);
      res.json(await twoFactor.setup(await holderOf(req)));
    },
  );
  table.route(
    {
      method: 'post',
      path: twoFactorEndpoints.enable.path,
      duringEnrolment: true,
      summary:
        "Turn it on with a code from the new secret and the current password (401 when wrong): 10 recovery codes, shown once; one's other sessions end",
      access: 'staff',
      body: twoFactorEnableInputSchema,
      status: 200,
      response: recoveryCodesSchema,
    },
    limiters.password,
    async (req, res) => {
      const { code, currentPassword } = req.body;
      const { userId, sessionId } = req.auth!;
      await confirmCurrentPassword(userId, currentPassword);
      const recoveryCodes = await twoFactor.enable(userId, code);
      // Whoever else held the password and a session (the reason to turn it on) is out now.
      await endOtherSessionsOf(userId, sessionId);
      res.json({ recoveryCodes });
    },
  );
  table.route(
    {
      method: 'post',
      path: twoFactorEndpoints.disable.path,
      summary:
        'Turn it off with a TOTP or recovery code (409 for admins while the site requires it)',
      access: 'staff',
      body: twoFactorCodeInputSchema,
      status: 204,
    },
    limiters.password,
    async (req, res) => {
      const { code } = req.body;
      await twoFactor.disable(await holderOf(req), code);
      res.status(204).end();
    },
  );
  table.route(
    {
      method: 'post',
      path: `${usersEndpoint.path}/:id/reset-2fa`,
      summary:
        "Remove another person's second factor (lost phone): their sessions end; in the Activity log; 409 when it is off or one's own",
      access: 'admin',
      params: idParams('Account'),
      status: 204,
    },
    async (req, res) => {
      await resetSecondFactorOf(req.params.id, req.auth!, req.log);
      res.status(204).end();
    },
  );
}
