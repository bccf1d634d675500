import { randomBytes } from 'node:crypto';
import { isValidObjectId, trusted } from 'mongoose';
import type { RequestAuth } from '../../lib/auth/authenticate';
import { TOKEN_LIFETIME_SECONDS, type TokenClaims } from '../../lib/auth/tokens';
import { pruneExpired } from '../../lib/db/prune-expired';
import { findAccountById, toPublicUser } from '../users/account-queries';
import { SessionModel } from './session.model';

/** Opens a session for a token about to be signed, and returns its id (the token's jti). */
export async function openSession(userId: string): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
  await SessionModel.create({ _id: id, userId, expiresAt });
  await pruneExpired(SessionModel);
  return id;
}

export async function endSession(sessionId: string): Promise<void> {
  await SessionModel.deleteOne({ _id: sessionId });
}

/** Every token of the account stops working from its next request. */
export async function endSessionsOf(userId: string): Promise<void> {
  await SessionModel.deleteMany({ userId });
}

/** Every other token of the account stops working; the one `keepSessionId` names goes on. */
export async function endOtherSessionsOf(userId: string, keepSessionId: string): Promise<void> {
  await SessionModel.deleteMany({ userId, _id: trusted({ $ne: keepSessionId }) });
}

/**
 * The caller behind valid token claims: its session still open and its account still active,
 * with the account's role as it is now. Read on every signed-in request, uncached, so a
 * revocation never waits.
 */
export async function lookUpSession(claims: TokenClaims): Promise<RequestAuth | undefined> {
  if (!isValidObjectId(claims.userId)) return undefined;
  const [session, user] = await Promise.all([
    SessionModel.exists({ _id: claims.sessionId, userId: claims.userId }),
    findAccountById(claims.userId, 'email name role active teamMemberId'),
  ]);
  if (!session || !user || user.active === false) return undefined;
  const { role, email, teamMemberId } = toPublicUser(user);
  return { userId: claims.userId, sessionId: claims.sessionId, role, email, teamMemberId };
}
