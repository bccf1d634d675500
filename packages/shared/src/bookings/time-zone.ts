import { z } from 'zod';

/**
 * True for a time zone the runtime knows by its IANA name ('Asia/Kolkata', 'Europe/London').
 * Asking Intl is the one check that agrees with what formatting will later accept.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Where the institute is: its tutors' hours are read in this zone. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

export const timeZoneName = z
  .string()
  .trim()
  .max(64, 'Time zone must be at most 64 characters.')
  .refine(isTimeZone, 'Use a time zone name such as Asia/Kolkata or Europe/London.');
