import { markdownAsPlainText, type DescribedPage, type SiteSettings } from '@tutoring/shared';
import type { JsonLd, Named } from './page-json-ld';

/**
 * One public page as the server sends it at its path URL, before it becomes HTML: what its head
 * says (title, description, canonical, preview image), its main text, and its structured data.
 */
export interface PublicPage {
  /** The canonical path: `/coursesv2/ib-maths-hl`. */
  path: string;
  /** The page's own part of `<title>` ("<page> | <institute>"); '' on the home page. */
  title: string;
  description: string;
  /** A picture for previews (a course's image); else the site's share image or logo. */
  image?: string | undefined;
  h1: string;
  /** The page's main text, as HTML: every piece of it escaped where it was written. */
  main: string;
  /** Home first, the page last; its URLs absolute on the site's origin. */
  breadcrumbs: readonly Named[];
  /** Beside the institute and the breadcrumbs, which every page carries. */
  jsonLd: readonly JsonLd[];
  /**
   * The API answers the page is made of, by their path under /api (`/coursesv2/ib-maths`:
   * `{course}`), exactly as the API sends them: handed to the app, which then need not ask.
   */
  reads: Readonly<Record<string, unknown>>;
}

/** What a path URL answers: a page, a move to its current address, or nothing. */
export type PageAnswer =
  { kind: 'page'; page: PublicPage } | { kind: 'moved'; location: string } | { kind: 'missing' };

/** A search result's snippet: the text cut at a word near 160 characters. */
export function snippet(text: string, max = 160): string {
  const flat = markdownAsPlainText(text).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The description staff set for the page (site settings), as they wrote it; else a snippet of
 * its content.
 */
export function described(site: SiteSettings, name: DescribedPage, fromContent: string): string {
  return site.pageDescriptions[name] || snippet(fromContent);
}
