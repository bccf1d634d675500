import { createHash, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tutoring/shared';

/** Lower-case base32: no 0/1/8/9, so nothing reads as O, l or B when copied by hand. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** One code: ten characters (50 random bits), shown as two groups of five. */
function newRecoveryCode(): string {
  // 256 is a multiple of 32, so taking five bits of each byte keeps every letter equally likely.
  const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/**
 * The stored form of a code, as the person types it (the shared schema drops dashes and
 * spaces and lower-cases). A plain hash is enough: the codes are random, not chosen.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}
