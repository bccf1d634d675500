import jwt from 'jsonwebtoken';
import { z } from 'zod';

/** The one algorithm we sign with and the only one we accept ('none' included nowhere). */
const ALGORITHM = 'HS256';
/** Short enough that a stolen token soon expires, long enough for a working day. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

const claimsSchema = z.object({ sub: z.string(), jti: z.string() });

/**
 * Whose token it is and which of their sessions it belongs to. No role: the server reads the
 * account on every request, so a role change or a deactivation counts at once.
 */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({}, secret, {
    algorithm: ALGORITHM,
    subject: claims.userId,
    jwtid: claims.sessionId,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/** Returns the claims of a valid token, or undefined for anything tampered, expired or malformed. */
export function verifyToken(secret: string, token: string): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, sessionId: claims.data.jti } : undefined;
  } catch {
    return undefined;
  }
}
