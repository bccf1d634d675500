import {
  authEndpoints,
  authResponseSchema,
  changePasswordInputSchema,
  currentUserSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  loginResponseSchema,
  registerInputSchema,
  resetPasswordInputSchema,
} from '@tutoring/shared';
import { z } from 'zod';
import type { RouteTable } from '../../lib/http/route-table';
import { mailLinkOrigin } from '../../lib/http/site-origin';
import { currentUser, login, register, type SecondStep } from './auth.service';
import { AccountLocked } from './login-throttle';
import { changePassword, requestPasswordReset, resetPassword } from './passwords.service';
import { endSession } from './sessions';

/** `secondStep`: what a right password leads to when a second factor is due (routes.ts). */
export function mountAuthRoutes(
  table: RouteTable,
  jwtSecret: string,
  { secondStep }: { secondStep: SecondStep },
): void {
  const { limiters } = table.context;
  table.route(
    {
      method: 'post',
      path: authEndpoints.login.path,
      summary:
        'Sign in (429 with Retry-After after 5 failures for one account from one address in 15 minutes; the account itself is only slowed); with a second factor due, {mfaRequired, mfaToken} and no token',
      access: 'public',
      body: loginInputSchema,
      status: 200,
      response: loginResponseSchema,
    },
    limiters.login,
    async (req, res) => {
      try {
        const origin = mailLinkOrigin(table.context);
        const context = { origin, ip: req.ip ?? '', log: req.log, secondStep };
        res.json(await login(jwtSecret, req.body, context));
      } catch (error) {
        if (error instanceof AccountLocked) {
          res.setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );
  table.route(
    {
      method: 'post',
      path: authEndpoints.register.path,
      summary: 'Create an account (role user)',
      access: 'public',
      body: registerInputSchema,
      status: 201,
      response: authResponseSchema,
    },
    limiters.register,
    async (req, res) => {
      res.status(201).json(await register(jwtSecret, req.body));
    },
  );
  table.route(
    {
      method: 'get',
      path: authEndpoints.me.path,
      summary: 'The signed-in user, with the v2 courses they are enrolled in',
      access: 'user',
      duringEnrolment: true,
      status: 200,
      response: z.object({ user: currentUserSchema }),
    },
    async (req, res) => {
      res.json({ user: await currentUser(req.auth!.userId) });
    },
  );
  table.route(
    {
      method: 'post',
      path: authEndpoints.logout.path,
      summary: 'Sign out: the token it is sent with stops working',
      access: 'user',
      duringEnrolment: true,
      status: 204,
    },
    async (req, res) => {
      await endSession(req.auth!.sessionId);
      res.status(204).end();
    },
  );
  table.route(
    {
      method: 'post',
      path: authEndpoints.changePassword.path,
      summary: "Change one's own password; every earlier token of the account stops working",
      access: 'user',
      body: changePasswordInputSchema,
      status: 204,
    },
    limiters.password,
    async (req, res) => {
      await changePassword(req.auth!.userId, req.body);
      res.status(204).end();
    },
  );
  table.route(
    {
      method: 'post',
      path: authEndpoints.forgotPassword.path,
      summary: 'Mail a reset link valid 30 minutes; 202 whether or not the account exists',
      access: 'public',
      body: forgotPasswordInputSchema,
      status: 202,
    },
    limiters.password,
    (req, res) => {
      const { email } = req.body;
      // Answered first: how long the lookup and the mail take must not tell who has an account.
      res.status(202).end();
      requestPasswordReset(email, mailLinkOrigin(table.context), req.log).catch((error: unknown) =>
        req.log.error({ err: error, email }, 'password reset: mail not queued'),
      );
    },
  );
  table.route(
    {
      method: 'post',
      path: authEndpoints.resetPassword.path,
      summary: "Set a password from a reset or invitation link's token (single use)",
      access: 'public',
      body: resetPasswordInputSchema,
      status: 204,
    },
    limiters.password,
    async (req, res) => {
      await resetPassword(req.body);
      res.status(204).end();
    },
  );
}
