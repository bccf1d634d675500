import { z } from 'zod';
import { isWebLinkOrSitePath } from './site-link';

/** A MongoDB ObjectId as 24 hex characters. */
export const objectId = z.string().regex(/^[a-f0-9]{24}$/i, 'Must be a valid id');

/** A required single-line text: trimmed, at least one character. */
export function requiredText(label: string, max = 200) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/** An optional text that may be left empty. */
export function optionalText(max = 2000) {
  return z.string().trim().max(max, `Must be at most ${max} characters.`).default('');
}

/** A list of short texts, as the admin forms' editable lists produce. */
export function textList(maxItems = 100, maxLength = 500) {
  return z.array(z.string().max(maxLength)).max(maxItems).default([]);
}

/** A list with blank and whitespace-only rows removed (docs/PRODUCT.md section 5, course v2). */
export function nonBlankTextList(maxItems = 100, maxLength = 500) {
  return textList(maxItems, maxLength).transform((items) =>
    items.map((item) => item.trim()).filter((item) => item.length > 0),
  );
}

/** True when value is a whole multiple of step, tolerating binary floating-point error. */
export function isMultipleOf(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

/** A price in dollars: at least 0, in steps of 0.01. */
export const price = z
  .number({ error: 'Price must be a number.' })
  .min(0, 'Price must be at least 0.')
  .max(1_000_000, 'Price is too large.')
  .refine((value) => isMultipleOf(value, 0.01), 'Price must be in steps of 0.01.');

/** A link or a site path: free text on the forms, but only http(s) links or paths of this site. */
export const linkText = z
  .string()
  .trim()
  .max(2048, 'Link is too long.')
  .refine((value) => value === '' || isWebLinkOrSitePath(value), 'Link is not allowed.')
  .default('');

/**
 * The instructor is sent as an id, as an object holding only _id (docs/PRODUCT.md section 5), or as
 * it was read, `{ _id, name }`: all mean the id. The name is the team member's, read from the
 * team, so a name sent back is ignored.
 */
export const instructorRef = z
  .union([objectId, z.strictObject({ _id: objectId, name: z.string().optional() })], {
    error: 'Instructor is required.',
  })
  .transform((value) => (typeof value === 'string' ? value : value._id));

/** The instructor as read: the team member's id and name, or absent. */
export const instructorSummary = z.object({ _id: z.string(), name: z.string() });

/** Fields every stored entity carries, owned by the server. */
export const storedFields = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export { isWebLinkOrSitePath };
