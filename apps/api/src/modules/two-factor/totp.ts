import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 with the parameters every authenticator app reads from a QR code: SHA-1, six
 * digits, 30-second steps. One step either side is accepted, for clocks a little off.
 */
const PERIOD_SECONDS = 30;
const WINDOW_STEPS = 1;

export function newTotpSecret(): string {
  // 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends.
  return new Secret({ size: 20 }).base32;
}

function totpOf(base32: string, issuer = '', label = '') {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(base32), period: PERIOD_SECONDS });
}

/** The otpauth:// link an app enrols from (the QR code shows it). */
export function otpauthUrl(base32: string, issuer: string, accountName: string): string {
  return totpOf(base32, issuer, accountName).toString();
}

/** The time step the code belongs to, or undefined when it matches none near now. */
export function matchingStep(base32: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return undefined;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
