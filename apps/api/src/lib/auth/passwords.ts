import bcrypt from 'bcryptjs';

/** Cost 12: slow enough per hash to make guessing expensive, quick enough for a sign-in. */
const SERVICE_COST = 12;

/** bcrypt's lowest cost; the algorithm, the salt and the checks are the same at every cost. */
export const LOWEST_COST = 4;

let cost = SERVICE_COST;
let dummyHash: Promise<string> | undefined;

/**
 * Lowers the cost of new hashes, for the API's tests only (test/fast-password-hashing.ts): they
 * create hundreds of accounts, and at cost 12 bcryptjs alone would take most of the suite's
 * time on a small CI machine (docs/decisions/0034-test-suites-time.md). A hash carries its
 * cost, so every stored hash still verifies.
 */
export function usePasswordHashCost(next: number): void {
  if (!Number.isInteger(next) || next < LOWEST_COST || next > SERVICE_COST)
    throw new RangeError(`bcrypt cost must be an integer from ${LOWEST_COST} to ${SERVICE_COST}`);
  cost = next;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * A hash to compare against when the e-mail is unknown, so a login takes the same time
 * whether or not the account exists.
 */
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= bcrypt.hash('no such user: timing equaliser', cost);
  return dummyHash;
}
