import type {
  AuthResponse,
  CurrentUser,
  LoginInput,
  LoginResponse,
  MfaChallenge,
  RegisterInput,
  User,
} from '@tutoring/shared';
import { hashForUnknownUser, hashPassword, verifyPassword } from '../../lib/auth/passwords';
import { signToken } from '../../lib/auth/tokens';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { enrolledCoursesOf } from '../users/enrolments';
import {
  accountExistsFor,
  createAccount,
  findAccountByEmail,
  findAccountById,
  toPublicUser,
} from '../users/account-queries';
import {
  AccountLocked,
  clearAddressFailures,
  lockedForSeconds,
  recordLoginFailure,
  slowDownAccount,
} from './login-throttle';
import { noticeLock } from './lock-notice';
import { openSession } from './sessions';

const INVALID_CREDENTIALS = 'Invalid email or password.';

/**
 * The second step a right password leads to, if any (the two-factor module lends it in
 * routes.ts, so sign-in never imports the module that builds on it).
 */
export type SecondStep = (account: {
  _id: unknown;
  email: string;
  role: string;
}) => Promise<MfaChallenge | undefined>;

/** What a sign-in needs beside the credentials. */
export interface LoginContext {
  origin: string;
  /** The client's address: failures lock this address out of the account, not everyone. */
  ip: string;
  log: Logger;
  secondStep: SecondStep;
}

/** A token for a new session of the user. */
export async function issueToken(secret: string, user: User): Promise<AuthResponse> {
  const sessionId = await openSession(user.id);
  return { token: signToken(secret, { userId: user.id, sessionId }), user };
}

/**
 * Same answer and the same bcrypt work whether the e-mail is unknown or the password wrong;
 * an address locked out of the account (known or not) is refused before any password is
 * compared, and an account many addresses failed at is slowed, never locked (login-throttle.ts).
 * A lock never ends a session, and the owner is mailed once per lock (lock-notice.ts).
 * Failures and locks are logged as security events, with the e-mail and never the password.
 */
export async function login(
  secret: string,
  input: Required<LoginInput>,
  context: LoginContext,
): Promise<LoginResponse> {
  const { log } = context;
  const key = { email: input.email, ip: context.ip };
  const locked = await lockedForSeconds(key);
  if (locked > 0) {
    log.warn({ event: 'login.refused-locked', email: input.email }, 'sign-in refused: locked');
    throw new AccountLocked(locked);
  }
  await slowDownAccount(input.email, log);
  const user = await findAccountByEmail(input.email);
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await hashForUnknownUser()),
  );
  if (!user || !user.passwordHash || !matches) {
    const lockSeconds = await recordLoginFailure(key);
    log.warn({ event: 'login.failed', email: input.email }, 'sign-in failed');
    if (lockSeconds > 0) {
      log.warn({ event: 'login.locked', email: input.email }, 'account locked');
      // Not awaited: how long the answer takes must not tell whether the account exists.
      noticeLock(input.email, lockSeconds, context.origin, log).catch((error: unknown) =>
        log.error({ err: error, email: input.email }, 'lock notice: mail not queued'),
      );
    }
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  if (user.active === false) {
    throw new AppError('FORBIDDEN', 'This account has been deactivated. Ask an administrator.');
  }
  // With a second step due, failures are cleared only once it passes: a right password must
  // not reset the count of wrong codes (the lock bounds guessing at both).
  const secondStep = await context.secondStep(user);
  if (secondStep) return secondStep;
  await clearAddressFailures(key);
  return issueToken(secret, toPublicUser(user));
}

export async function register(
  secret: string,
  input: Required<RegisterInput>,
): Promise<AuthResponse> {
  const conflict = new AppError('CONFLICT', 'An account with this e-mail already exists.');
  if (await accountExistsFor(input.email)) throw conflict;
  try {
    const user = await createAccount({
      email: input.email,
      name: input.name,
      passwordHash: await hashPassword(input.password),
    });
    return issueToken(secret, toPublicUser(user));
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if ((error as { code?: number }).code === 11000) throw conflict;
    throw error;
  }
}

/** The signed-in person, with the published v2 courses they are enrolled in. */
export async function currentUser(userId: string): Promise<CurrentUser> {
  const user = await findAccountById(userId);
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  return {
    ...toPublicUser(user),
    enrolledCourses: await enrolledCoursesOf(user.enrolledCoursesV2),
  };
}
