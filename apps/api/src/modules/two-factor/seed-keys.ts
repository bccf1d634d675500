import { boxKeyFrom, createSecretBox, type SecretBox } from '../../lib/auth/secret-box';

/**
 * The secrets second-factor seeds are sealed with: `current` seals, `previous` still open
 * what older configurations sealed (the start then seals it again, seed-resealing.ts).
 */
export interface TwoFactorKeys {
  current: string;
  previous: readonly string[];
}

/**
 * The keys a configuration gives: TWO_FACTOR_KEY when set, with TWO_FACTOR_PREVIOUS_KEYS and
 * JWT_SECRET still read (sites sealed their seeds with JWT_SECRET before the key existed);
 * without it, JWT_SECRET as before, so a site that never set the key keeps working.
 */
export function twoFactorKeysFrom(config: {
  twoFactorKey?: string | undefined;
  previousKeys?: readonly string[];
  jwtSecret: string;
}): TwoFactorKeys {
  const previous = config.previousKeys ?? [];
  if (!config.twoFactorKey) return { current: config.jwtSecret, previous };
  const older = [...previous, config.jwtSecret].filter((key) => key !== config.twoFactorKey);
  return { current: config.twoFactorKey, previous: [...new Set(older)] };
}

/**
 * The seed-sealing key material for one purpose: a 32-byte key derived (HKDF-SHA256) from each
 * of the secrets, the current one first. Anything keyed with the secret the seeds are sealed
 * with takes its key here, under a purpose label of its own ('totp-secret' seals the seeds),
 * and so follows TWO_FACTOR_KEY and its rotation.
 */
export function twoFactorKeyMaterial(keys: TwoFactorKeys, purpose: string): Buffer[] {
  return [keys.current, ...keys.previous].map((secret) => boxKeyFrom(secret, purpose));
}

/** The box the TOTP seeds are sealed in. */
export function seedBox(keys: TwoFactorKeys): SecretBox {
  return createSecretBox(twoFactorKeyMaterial(keys, 'totp-secret'));
}
