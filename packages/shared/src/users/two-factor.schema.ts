import { z } from 'zod';
import { currentPasswordField, userSchema } from './users.schema';

/** How many one-time recovery codes enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What a person types as a second factor: six digits from their authenticator app, or one of
 * their recovery codes. Spaces and dashes are dropped, so '123 456' and 'abcd-efgh-jk' pass.
 */
export const secondFactorCode = z
  .string({ error: 'Enter the code.' })
  .trim()
  .max(64, 'The code is too long.')
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(6, 'Enter the code.'));

/** The token a sign-in's second step carries from the password step (never a session token). */
export const mfaTokenField = z
  .string({ error: 'Sign in again.' })
  .regex(/^[A-Za-z0-9_-]{20,200}$/, 'Sign in again.');

/** Disable: a code from the app or a recovery code. */
export const twoFactorCodeInputSchema = z.strictObject({ code: secondFactorCode });

/**
 * Setting a second factor up and turning it on take the password too: a session left open or
 * stolen must not be enough to put the owner's sign-in behind someone else's phone.
 */
export const twoFactorSetupInputSchema = z.strictObject({ currentPassword: currentPasswordField });
export const twoFactorEnableInputSchema = z.strictObject({
  code: secondFactorCode,
  currentPassword: currentPasswordField,
});

/** POST /auth/login/2fa: the password step's token and the second factor. */
export const mfaLoginInputSchema = z.strictObject({
  mfaToken: mfaTokenField,
  code: secondFactorCode,
});

/** Enrolment during a sign-in that the site requires it for: the token stands for the session. */
export const mfaEnrolmentSetupInputSchema = z.strictObject({ mfaToken: mfaTokenField });
export const mfaEnrolmentInputSchema = mfaLoginInputSchema;

/** POST /auth/2fa/setup: the new secret, in base32 for typing and as an otpauth:// link for QR. */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** GET /auth/2fa: whether the signed-in person has a second factor, and codes left. */
export const twoFactorStatusSchema = z.object({
  twoFactor: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() }),
});

/**
 * POST /auth/login when a second step is due: `mfaRequired` (enter a code) or
 * `mfaEnrolmentRequired` (an admin must first set a second factor up: the site requires it).
 */
export const mfaChallengeSchema = z.object({
  mfaRequired: z.boolean(),
  mfaEnrolmentRequired: z.boolean().optional(),
  mfaToken: z.string(),
});

/** POST /auth/login: a session, or the second step it waits on. */
export const loginResponseSchema = z.union([
  z.object({ token: z.string(), user: userSchema }),
  mfaChallengeSchema,
]);

/** POST /auth/login/2fa/enable: the recovery codes and, with them, the session. */
export const enrolledSignInSchema = recoveryCodesSchema.extend({
  token: z.string(),
  user: userSchema,
});

export type TwoFactorCodeInput = z.input<typeof twoFactorCodeInputSchema>;
export type TwoFactorEnableInput = z.input<typeof twoFactorEnableInputSchema>;
export type MfaLoginInput = z.input<typeof mfaLoginInputSchema>;
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>['twoFactor'];
export type MfaChallenge = z.infer<typeof mfaChallengeSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type EnrolledSignIn = z.infer<typeof enrolledSignInSchema>;
