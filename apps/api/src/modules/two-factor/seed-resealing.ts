import type { Logger } from '../../lib/logger';
import { seedBox, type TwoFactorKeys } from './seed-keys';
import { TwoFactorModel } from './two-factor.model';

export interface ResealResult {
  /** Seeds an older key opened, now sealed under the current one. */
  resealed: number;
  /** Seeds no configured key opens: their owners' codes fail until the key is configured. */
  unreadable: number;
}

const SEALED_FIELDS = ['secret', 'pendingSecret'] as const;

/**
 * Seals every seed an older key opens again under the current key, so the older key (a
 * JWT_SECRET from before TWO_FACTOR_KEY, a rotated TWO_FACTOR_KEY) can be dropped. Idempotent
 * and safe on several instances at once: each write is conditional on the value it read.
 */
export async function resealTwoFactorSeeds(keys: TwoFactorKeys): Promise<ResealResult> {
  const box = seedBox(keys);
  const result: ResealResult = { resealed: 0, unreadable: 0 };
  const stored = await TwoFactorModel.find({}).select(SEALED_FIELDS.join(' ')).lean();
  for (const document of stored) {
    for (const field of SEALED_FIELDS) {
      const sealed = document[field];
      if (!sealed) continue;
      const opened = box.open(sealed);
      if (!opened) result.unreadable += 1;
      if (!opened?.stale) continue;
      const update = await TwoFactorModel.updateOne(
        { _id: document._id, [field]: sealed },
        { $set: { [field]: box.seal(opened.plain) } },
      );
      result.resealed += update.modifiedCount;
    }
  }
  return result;
}

/** The server's start: re-seal, and say what an operator must know (docs/OPERATIONS.md). */
export async function resealAtStart(
  keys: TwoFactorKeys,
  logger: Logger,
  { keyMissing }: { keyMissing: boolean },
): Promise<void> {
  const { resealed, unreadable } = await resealTwoFactorSeeds(keys);
  if (resealed > 0)
    logger.info({ resealed }, 'second-factor seeds sealed again under the current key');
  if (unreadable > 0) {
    logger.warn(
      { unreadable },
      'second-factor seeds that no configured key opens: add the key that sealed them to TWO_FACTOR_PREVIOUS_KEYS',
    );
  }
  if (keyMissing) {
    logger.warn('TWO_FACTOR_KEY is unset: second-factor seeds are sealed with JWT_SECRET');
  }
}
