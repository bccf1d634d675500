import bcrypt from 'bcryptjs';

/** Cost 12: about a quarter second per hash, slow enough to make guessing expensive. */
const COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash to compare against when the e-mail is unknown, so a login takes the same time
 * whether or not the account exists.
 */
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= bcrypt.hash('no such user: timing equaliser', COST);
  return dummyHash;
}
