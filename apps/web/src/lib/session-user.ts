import { ROLES } from '@tutoring/shared/plain';
import type { User } from '@tutoring/shared';

/**
 * The shared userSchema, checked by hand: the session is restored and verified on every page
 * at start-up, and zod must stay out of the home page's initial JavaScript, which has a
 * budget (docs/decisions/0041-public-first-javascript-kept-small.md).
 * Stored users come from localStorage, which anything may have written, so they are checked.
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const { id, email, name, role } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof email === 'string' &&
    typeof name === 'string' &&
    (ROLES as readonly unknown[]).includes(role)
  );
}
