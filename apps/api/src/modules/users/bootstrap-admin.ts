import { randomBytes } from 'node:crypto';
import { passwordWeakness } from '@tutoring/shared';
import { hashPassword } from '../../lib/auth/passwords';
import type { Logger } from '../../lib/logger';
import { UserModel } from './user.model';

export interface AdminBootstrapResult {
  email: string;
  /** Set only when the password was generated now and must be shown once. */
  generatedPassword?: string;
  created: boolean;
}

export class AdminPasswordRequired extends Error {
  constructor() {
    super(
      'No admin account exists yet: set ADMIN_PASSWORD (at least 12 characters, not easily guessed) for the first start. In production a password is never generated, so none can end up in the logs.',
    );
    this.name = 'AdminPasswordRequired';
  }
}

/** ADMIN_PASSWORD is held to the rule every new password is (docs/PRODUCT.md section 6). */
export class AdminPasswordTooWeak extends Error {
  constructor(weakness: string) {
    super(`ADMIN_PASSWORD is refused: ${weakness} Choose another and start again.`);
    this.name = 'AdminPasswordTooWeak';
  }
}

/**
 * Creates the admin account from ADMIN_EMAIL/ADMIN_PASSWORD when no admin exists. Without a
 * password one is generated and returned once for printing (only its hash is stored), unless
 * `mayGenerate` is false (production): then it throws AdminPasswordRequired and creates nothing.
 * A password that is easy to guess throws AdminPasswordTooWeak.
 */
export async function bootstrapAdmin(
  email: string,
  password: string | undefined,
  logger: Logger,
  { mayGenerate = true } = {},
): Promise<AdminBootstrapResult> {
  const existingAdmin = await UserModel.findOne({ role: 'admin' }).lean();
  if (existingAdmin) return { email: existingAdmin.email, created: false };

  if (await UserModel.exists({ email })) {
    // Never promote an account someone else may have registered under this address.
    logger.warn({ email }, 'ADMIN_EMAIL belongs to a non-admin account; no admin was created');
    return { email, created: false };
  }
  if (!password && !mayGenerate) throw new AdminPasswordRequired();
  const weakness = password && (await passwordWeakness(password, [email]));
  if (weakness) throw new AdminPasswordTooWeak(weakness);
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password ?? (generatedPassword as string));
  await UserModel.create({ email, name: 'Administrator', passwordHash, role: 'admin' });
  return { email, created: true, ...(generatedPassword ? { generatedPassword } : {}) };
}
