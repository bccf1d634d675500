import { z } from 'zod';

/** Common written forms pass: +91 98765 43210, (555) 123-4567, 555.123.4567. */
const PHONE = /^[+(\d][\d\s().-]{5,}$/;

/** A phone number as people write it, or empty. */
export function phoneText(label: string) {
  return z
    .string()
    .trim()
    .max(30, `${label} must be at most 30 characters.`)
    .refine((value) => value === '' || PHONE.test(value), 'Enter a valid phone number.')
    .default('');
}

/**
 * An e-mail address, or empty. Trimmed like every other field: a pasted address with a
 * trailing space is still valid.
 */
export const optionalEmail = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(254)]))
  .default('');

/**
 * The public forms' spam signals (contact and booking), never stored: a honeypot field that
 * people never see (so leave empty) and the milliseconds between the form appearing and its
 * submission. Clients that send neither (API clients) are never taken for spam.
 */
export const spamSignalFields = {
  website: z.string().optional(),
  elapsedMs: z
    .number()
    .int('elapsedMs must be a whole number of milliseconds.')
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
};
