import { createHash, randomBytes } from 'node:crypto';

/**
 * A booking's private link carries a random token that does one thing (read, move or cancel
 * that booking); the booking keeps only its SHA-256, so the database cannot hand links out.
 */
export const newManageToken = () => randomBytes(32).toString('base64url');

export const manageTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
