/**
 * A second factor for staff (TOTP, RFC 6238). The first four act on the signed-in person's own
 * account; the `login` ones finish a sign-in that the password step answered with an mfaToken.
 */
export const twoFactorEndpoints = {
  status: { path: '/auth/2fa' },
  setup: { path: '/auth/2fa/setup' },
  enable: { path: '/auth/2fa/enable' },
  disable: { path: '/auth/2fa/disable' },
  login: { path: '/auth/login/2fa' },
  /** Enrolment during sign-in, when the site requires a second factor of admins. */
  loginSetup: { path: '/auth/login/2fa/setup' },
  loginEnable: { path: '/auth/login/2fa/enable' },
} as const;
