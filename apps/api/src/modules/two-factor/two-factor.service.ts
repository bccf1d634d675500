import { isAdminRole, type TwoFactorSetup, type TwoFactorStatus } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AppError } from '../../lib/errors';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { createRecoveryCodeHasher, newRecoveryCodes } from './recovery-codes';
import { seedBox, twoFactorKeyMaterial, type TwoFactorKeys } from './seed-keys';
import { matchingStep, newTotpSecret, otpauthUrl } from './totp';
import { TwoFactorModel } from './two-factor.model';

const WRONG_CODE = 'That code is not right. Check the time on your phone and try again.';

const wrongCode = () =>
  new AppError('VALIDATION_ERROR', WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
const conflict = (message: string) => new AppError('CONFLICT', message);

/** Whom the second factor belongs to: the account's id, e-mail and role. */
export interface Holder {
  userId: string;
  email: string;
  role: string;
}

/** Admins may not turn it off while the site requires it of them. */
async function mayTurnOff(holder: Holder): Promise<boolean> {
  if (!isAdminRole(holder.role)) return true;
  return !(await siteSettingsStore.get()).requireAdminTwoFactor;
}

/**
 * Setting up, confirming, checking and removing a second factor; seeds sealed with `keys`,
 * recovery codes hashed with key material derived from the same keys. `clock` says which TOTP
 * step is now (the app's clock: tests pin it, so a code they make is never a step behind the
 * server's).
 */
export function createTwoFactorService(keys: TwoFactorKeys, clock: () => Date = () => new Date()) {
  const box = seedBox(keys);
  const codes = createRecoveryCodeHasher(twoFactorKeyMaterial(keys, 'recovery-code-hmac'));
  const stepOf = (sealed: string, code: string) => {
    const seed = box.open(sealed)?.plain;
    return seed === undefined ? undefined : matchingStep(seed, code, clock().getTime());
  };

  async function status(userId: string): Promise<TwoFactorStatus> {
    const stored = await TwoFactorModel.findById(userId).lean();
    // A document made by setup alone may hold no list yet.
    const recoveryCodesLeft = (stored?.recoveryCodes ?? []).length;
    return { enabled: Boolean(stored?.secret), recoveryCodesLeft };
  }

  /** A new seed, pending until a code from it is confirmed; any earlier pending one is replaced. */
  async function setup(holder: Pick<Holder, 'userId' | 'email'>): Promise<TwoFactorSetup> {
    if ((await status(holder.userId)).enabled) {
      throw conflict('Two-factor sign-in is already on. Turn it off before setting it up again.');
    }
    const secret = newTotpSecret();
    await TwoFactorModel.updateOne(
      { _id: holder.userId },
      { $set: { pendingSecret: box.seal(secret) } },
      { upsert: true },
    );
    const issuer = (await siteSettingsStore.get()).name || 'Tutoring';
    return { secret, otpauthUrl: otpauthUrl(secret, issuer, holder.email) };
  }

  /** Confirms the pending seed with a code from it; answers the recovery codes, shown once. */
  async function enable(userId: string, code: string): Promise<string[]> {
    const stored = await TwoFactorModel.findById(userId).lean();
    if (stored?.secret) throw conflict('Two-factor sign-in is already on.');
    if (!stored?.pendingSecret) throw conflict('Set up two-factor sign-in first.');
    const step = stepOf(stored.pendingSecret, code);
    if (step === undefined) throw wrongCode();
    const recoveryCodes = newRecoveryCodes();
    const enabled = await TwoFactorModel.updateOne(
      { _id: userId, pendingSecret: stored.pendingSecret },
      {
        $set: {
          secret: stored.pendingSecret,
          recoveryCodes: recoveryCodes.map(codes.hash),
          lastUsedStep: step,
          enabledAt: new Date(),
        },
        $unset: { pendingSecret: 1 },
      },
    );
    // Another setup or enable got in between: this seed is no longer the pending one.
    if (enabled.modifiedCount !== 1) throw conflict('Set up two-factor sign-in first.');
    return recoveryCodes;
  }

  /** A TOTP code not used before, or an unused recovery code (then used up): true once only. */
  async function verify(userId: string, code: string): Promise<boolean> {
    const stored = await TwoFactorModel.findById(userId).lean();
    if (!stored?.secret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = stepOf(stored.secret, code);
      if (step === undefined) return false;
      const taken = await TwoFactorModel.updateOne(
        { _id: userId, lastUsedStep: trusted({ $lt: step }) },
        { $set: { lastUsedStep: step } },
      );
      return taken.modifiedCount === 1;
    }
    for (const form of codes.storedForms(code)) {
      const used = await TwoFactorModel.updateOne(
        { _id: userId, recoveryCodes: form },
        { $pull: { recoveryCodes: form } },
      );
      if (used.modifiedCount === 1) return true;
    }
    return false;
  }

  /** Turning it off takes a code too, so a session left open is not enough. */
  async function disable(holder: Holder, code: string): Promise<void> {
    if (!(await status(holder.userId)).enabled) throw conflict('Two-factor sign-in is not on.');
    if (!(await mayTurnOff(holder))) {
      throw conflict('This site requires two-factor sign-in for administrators.');
    }
    if (!(await verify(holder.userId, code))) throw wrongCode();
    await TwoFactorModel.deleteOne({ _id: holder.userId });
  }

  return { status, setup, enable, verify, disable };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
