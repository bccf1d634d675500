import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { roleSchema, type Role } from '@tutoring/shared';

/** The one algorithm we sign with and the only one we accept ('none' included nowhere). */
const ALGORITHM = 'HS256';
/** Short enough that a stolen token soon expires, long enough for a working day. */
export const TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

const claimsSchema = z.object({ sub: z.string(), role: roleSchema });

export interface TokenClaims {
  userId: string;
  role: Role;
}

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ role: claims.role }, secret, {
    algorithm: ALGORITHM,
    subject: claims.userId,
    expiresIn: TOKEN_LIFETIME_SECONDS,
  });
}

/** Returns the claims of a valid token, or undefined for anything tampered, expired or malformed. */
export function verifyToken(secret: string, token: string): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, role: claims.data.role } : undefined;
  } catch {
    return undefined;
  }
}
