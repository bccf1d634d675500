import { z } from 'zod';

/** What search results show of a description: longer ones are cut (the admin forms' hint). */
export const META_DESCRIPTION_HINT = 160;
const META_DESCRIPTION_MAX = 300;

/**
 * A page's or a course's description for search results and link previews (`<meta
 * name=description>`, og:description, twitter:description), as staff write it; blank: made
 * from the page's content.
 */
export const metaDescription = z
  .string({ error: 'Search description must be text.' })
  .trim()
  .max(
    META_DESCRIPTION_MAX,
    `Search description must be at most ${META_DESCRIPTION_MAX} characters.`,
  )
  .default('');

/** The pages (besides courses, which have their own field) staff may describe: path URL pages. */
export const DESCRIBED_PAGES = [
  'home',
  'courses-v2',
  'courses-v1',
  'resources',
  'contact',
  'privacy',
  'terms',
] as const;
export type DescribedPage = (typeof DESCRIBED_PAGES)[number];

/** Every described page without a description yet: what the settings hold until one is set. */
export const NO_PAGE_DESCRIPTIONS = Object.freeze(
  Object.fromEntries(DESCRIBED_PAGES.map((name) => [name, ''])) as Record<DescribedPage, string>,
);

/** Site settings' `pageDescriptions`: one per described page, each blank until set. */
export const pageDescriptionsSchema = z
  .strictObject(
    Object.fromEntries(DESCRIBED_PAGES.map((name) => [name, metaDescription])) as Record<
      DescribedPage,
      typeof metaDescription
    >,
  )
  .default(() => ({ ...NO_PAGE_DESCRIPTIONS }));
