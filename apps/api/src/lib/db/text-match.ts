import { trusted } from 'mongoose';

/** The text matches itself only: `.*` or `(` in a search is literal, never a pattern. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A filter value matching `pattern` in any letter case: an escaped `$regex`, since the
 * embedded FerretDB has neither text indexes nor collations (docs/API.md section 3). Built by
 * the server, so marked trusted for sanitizeFilter.
 */
export function caseInsensitive(pattern: string) {
  return trusted({ $regex: pattern, $options: 'i' });
}

/** A filter value for "contains `text`", in any letter case. */
export const containing = (text: string) => caseInsensitive(escapeRegExp(text));

/** A filter value for "is `text`, whole", in any letter case (an address as it was typed). */
export const sameInAnyCase = (text: string) => caseInsensitive(`^${escapeRegExp(text)}$`);
