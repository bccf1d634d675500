import { createHash, createHmac, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@tutoring/shared';

/** Lower-case base32: no 0/1/8/9, so nothing reads as O, l or B when copied by hand. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Marks a keyed hash; a stored code without it is a plain SHA-256 from before keyed hashes. */
const KEYED = 'k1:';

/** One code: ten characters (50 random bits), shown as two groups of five. */
function newRecoveryCode(): string {
  // 256 is a multiple of 32, so taking five bits of each byte keeps every letter equally likely.
  const letters = [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/** A code as the person types it: the shared schema drops dashes and spaces and lower-cases. */
const normalised = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/**
 * How codes are stored, and the forms of a typed code that a stored one may have. `keys` is
 * the key material derived from the secrets the authenticator seeds are sealed with, the
 * current one first: fifty random bits are few enough that a plain hash in a leaked dump can
 * be searched through, a hash keyed with a secret outside the database cannot. Older keys
 * still match, so rotating the seeds' key leaves unused codes working.
 */
export function createRecoveryCodeHasher(keys: readonly Buffer[]) {
  const [current] = keys;
  if (!current) throw new Error('recovery codes need at least one key');
  const keyedWith = (key: Buffer, code: string) =>
    KEYED + createHmac('sha256', key).update(normalised(code)).digest('hex');
  return {
    /** What enrolment stores for each new code. */
    hash: (code: string) => keyedWith(current, code),
    /**
     * What may be stored for a typed code: its keyed hash under each key, or the plain SHA-256
     * that codes handed out before keyed hashes were stored as (accepted until used, then
     * removed).
     */
    storedForms(code: string): string[] {
      const plain = createHash('sha256').update(normalised(code)).digest('hex');
      return [...keys.map((key) => keyedWith(key, code)), plain];
    },
  };
}
