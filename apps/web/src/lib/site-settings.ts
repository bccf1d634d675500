import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  INLINE_MONEY_PATTERN_ID,
  INLINE_SITE_SETTINGS_ID,
  type MoneyPattern,
} from '@tutoring/shared/plain';
import type { SiteSettings } from '@tutoring/shared';
import { blockText as textInPage } from './server-page';

/**
 * The site settings' root key. It lives here rather than in query-keys.ts (which lists it
 * too): that table travels with the API client, and this module is part of every page's entry.
 */
// The settings collection's slug, written out: importing its facts here would add them to
// every page's first JavaScript, which has a budget
// (docs/decisions/0041-public-first-javascript-kept-small.md).
export const SITE_SETTINGS_KEY = ['site-settings'] as const;

/** The settings change rarely; an admin's save replaces them in the cache at once. */
const STALE_MS = 60 * 60 * 1000;

const pageLoadedAt = Date.now();

/** The block's data (typed, not parsed, like every read on the home page's path). */
function parsed<Data>(text: string): Data | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Data;
  } catch {
    return undefined;
  }
}

/** The settings in the page's head; without them they are asked for. */
const settingsInPage = () => parsed<SiteSettings>(textInPage(INLINE_SITE_SETTINGS_ID));

let moneyPattern: { text: string; read: MoneyPattern | undefined } = { text: '', read: undefined };

/** How the site writes money, from the page's head (parsed once: every price asks). */
export function moneyPatternInPage(): MoneyPattern | undefined {
  const text = textInPage(INLINE_MONEY_PATTERN_ID);
  if (text !== moneyPattern.text) moneyPattern = { text, read: parsed<MoneyPattern>(text) };
  return moneyPattern.read;
}

/**
 * The institute's name, contacts, logo and links (one document, edited in Admin → Settings),
 * for the header, the footer, the titles and any page: at once from the page itself, else
 * pending while they load (callers show no placeholder name, and keep the room it will take).
 */
export function useSiteSettings(): UseQueryResult<SiteSettings> {
  return useQuery({
    initialData: settingsInPage,
    initialDataUpdatedAt: pageLoadedAt,
    queryKey: SITE_SETTINGS_KEY,
    queryFn: async ({ signal }) => {
      const { fetchSiteSettings } = await import('./fetch-site-settings');
      // Dropped while its code loaded (the page went away): no request is owed any more.
      signal.throwIfAborted();
      return fetchSiteSettings(signal);
    },
    staleTime: STALE_MS,
  });
}

/** The institute's name once known; empty while loading, after a failure, or before it is set. */
export function useInstituteName(): string {
  return useSiteSettings().data?.name ?? '';
}
