import { isCourseId, SLUG_MAX, SLUG_PATTERN } from '@tutoring/shared';
import type { Model } from 'mongoose';
import slugify from 'slugify';
import { AppError } from '../errors';
import type { Stored } from './change-event';
import type { Scope } from './collection-store';

/** What a slugged item's input carries. */
interface Slugged {
  title: string;
  slug: string;
}

/** A title as a slug: `IB Maths — HL (2025)` → `ib-maths-hl-2025`; never blank, never an id. */
export function slugOf(title: string): string {
  const words = slugify(title, { lower: true, strict: true, trim: true })
    .replace(/-+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-|-$/g, '');
  if (!SLUG_PATTERN.test(words)) return 'course';
  return isCourseId(words) ? `course-${words}`.slice(0, SLUG_MAX) : words;
}

/** Finds an item by its id or its current slug (a former slug is a redirect, not a find). */
export const findByIdOrSlug = (key: string): Scope | undefined =>
  isCourseId(key) ? undefined : { slug: key.toLowerCase() };

/**
 * Gives the item its slug before it is stored: the one staff typed (refused when another item
 * has it), else the one it has, else one made from the title (numbered `-2`, `-3`… until free).
 * A slug it leaves is kept in `formerSlugs`, so its old links answer 301.
 */
export async function withSlug<Data extends Slugged>(
  // Any model with slug and formerSlugs: the courses of either catalogue.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  data: Data,
  held: Stored,
): Promise<Data & { formerSlugs: string[] }> {
  const heldSlug = typeof held.slug === 'string' ? held.slug : '';
  const heldFormer = Array.isArray(held.formerSlugs) ? (held.formerSlugs as string[]) : [];
  const takenByAnother = async (slug: string) => {
    const owners = await model.find({ slug }).select('_id').lean<{ _id: unknown }[]>();
    return owners.some((owner) => String(owner._id) !== String(held._id));
  };
  let slug = data.slug || heldSlug;
  if (slug && (await takenByAnother(slug))) {
    if (data.slug) {
      const message = 'Another course already has this slug.';
      throw new AppError('VALIDATION_ERROR', message, [{ path: 'slug', message }]);
    }
    slug = '';
  }
  if (!slug) {
    const base = slugOf(data.title);
    slug = base;
    for (let n = 2; await takenByAnother(slug); n += 1) slug = `${base}-${n}`;
  }
  const left = heldSlug && heldSlug !== slug ? [heldSlug] : [];
  const formerSlugs = [...new Set([...heldFormer, ...left])].filter((old) => old !== slug);
  return { ...data, slug, formerSlugs };
}
