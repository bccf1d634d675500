import { setTimeout as sleep } from 'node:timers/promises';
import { trusted } from 'mongoose';
import { pruneExpired } from '../../lib/db/prune-expired';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { forgetLockNotice } from './lock-notice';
import { LoginFailureModel } from './login-failure.model';

/**
 * Five wrong tries from one client address within the window lock that address out of the
 * account for the rest of it. Other addresses are not locked out, so whoever knows an e-mail
 * cannot keep its owner out; the account as a whole is only slowed (accountSlowdownMs).
 */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** The slow-down doubles with each failure past the limit, up to this. */
const MAX_SLOWDOWN_MS = 8_000;
const FIRST_SLOWDOWN_MS = 250;

/** Whose failures: an account from one address, or (no ip) the account from anywhere. */
export interface SignInKey {
  email: string;
  ip?: string | undefined;
}

/** The failures that still count for the key, oldest first. */
function recentFailures({ email, ip }: SignInKey, now: Date, kind?: 'code') {
  return LoginFailureModel.find({
    email,
    ...(ip === undefined ? {} : { ip }),
    ...(kind ? { kind } : {}),
    at: trusted({ $gt: new Date(now.getTime() - LOGIN_LOCK_MS) }),
  })
    .sort({ at: 1 })
    .select('at ip')
    .lean();
}

/** Seconds until the fifth-last of `times` is 15 minutes old, or 0 with fewer than five. */
function lockLeft(times: number[], now: Date): number {
  if (times.length < LOGIN_FAILURE_LIMIT) return 0;
  const fifthLast = times[times.length - LOGIN_FAILURE_LIMIT]!;
  return Math.max(1, Math.ceil((fifthLast + LOGIN_LOCK_MS - now.getTime()) / 1000));
}

/**
 * Seconds until the address may try the account again, or 0 when it may now; unknown e-mails
 * lock the same way. Without an address: the longest lock of any address (the admin CLI).
 */
export async function lockedForSeconds(key: SignInKey, now = new Date()): Promise<number> {
  const byAddress = new Map<string, number[]>();
  for (const failure of await recentFailures(key, now)) {
    const times = byAddress.get(failure.ip ?? '') ?? [];
    times.push(failure.at.getTime());
    byAddress.set(failure.ip ?? '', times);
  }
  return Math.max(0, ...[...byAddress.values()].map((times) => lockLeft(times, now)));
}

/**
 * Counts a failure; answers for how many seconds the address is now locked out of the account
 * (0: it is not).
 */
export async function recordLoginFailure(
  key: Required<SignInKey>,
  kind: 'password' | 'code' = 'password',
  now = new Date(),
): Promise<number> {
  const expiresAt = new Date(now.getTime() + LOGIN_LOCK_MS);
  await LoginFailureModel.create({ ...key, kind, at: now, expiresAt });
  await pruneExpired(LoginFailureModel, now);
  return lockedForSeconds(key, now);
}

/** How many wrong codes the account had within the window, from any address. */
export async function recentCodeFailures(email: string, now = new Date()): Promise<number> {
  return (await recentFailures({ email }, now, 'code')).length;
}

/**
 * How long a try at the account waits before its password or code is checked: nothing until
 * the account has had as many failures (from any addresses) as lock one address, then a wait
 * that doubles with each, up to a few seconds. Guessing from many addresses gets slow; the
 * owner still gets in, never locked.
 */
export async function accountSlowdownMs(email: string, now = new Date()): Promise<number> {
  const past = (await recentFailures({ email }, now)).length - LOGIN_FAILURE_LIMIT;
  if (past < 0) return 0;
  return Math.min(MAX_SLOWDOWN_MS, FIRST_SLOWDOWN_MS * 2 ** Math.min(past, 10));
}

/** Waits out the account's slow-down, logging it as a security event when there is one. */
export async function slowDownAccount(email: string, log: Logger): Promise<void> {
  const delayMs = await accountSlowdownMs(email);
  if (delayMs === 0) return;
  log.warn({ event: 'login.slowed', email, delayMs }, 'sign-in slowed: many failures');
  await sleep(delayMs);
}

/** A successful sign-in starts the count of its address again (others' failures still count). */
export async function clearAddressFailures(key: Required<SignInKey>): Promise<void> {
  await LoginFailureModel.deleteMany(key);
}

/** A password set from a mailed link (or the admin CLI) ends every lock of the account. */
export async function clearLoginFailures(email: string): Promise<void> {
  await LoginFailureModel.deleteMany({ email });
  await forgetLockNotice(email);
}

/** The 429 a locked-out address gets, telling when to try again (also in Retry-After). */
export class AccountLocked extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      'RATE_LIMITED',
      `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}
