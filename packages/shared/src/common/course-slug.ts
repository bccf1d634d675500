import { z } from 'zod';

/** Lowercase letters and digits in words joined by single hyphens: `ib-maths-hl`. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 100;
/** A database id: a slug never looks like one, so `/courses/:idOrSlug` is never ambiguous. */
const LOOKS_LIKE_ID = /^[a-f0-9]{24}$/;

/**
 * A course's address in its path URL (`/courses/<slug>`, `/coursesv2/<slug>`). Blank: the
 * server makes one from the title; staff may set their own. Unique per catalogue.
 */
export const courseSlug = z
  .string({ error: 'Slug must be text.' })
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters.`)
  .refine(
    (value) => value === '' || SLUG_PATTERN.test(value),
    'Slug may hold only letters, digits and single hyphens between them.',
  )
  .refine((value) => !LOOKS_LIKE_ID.test(value), 'Slug must not look like a course id.')
  .default('');

/** What the server keeps of a course's address: its slug, and the ones it had (answered 301). */
export const courseSlugFields = {
  slug: z.string().default(''),
  formerSlugs: z.array(z.string()).default([]),
};

/** True for a database id, false for a slug (hash routes and path URLs take either). */
export const isCourseId = (idOrSlug: string): boolean => LOOKS_LIKE_ID.test(idOrSlug);
