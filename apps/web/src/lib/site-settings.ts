import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { INLINE_SITE_SETTINGS_ID } from '@tutoring/shared/plain';
import type { SiteSettings } from '@tutoring/shared';

/**
 * The site settings' root key. It lives here rather than in query-keys.ts (which lists it
 * too): that table travels with the API client, and this module is part of every page's entry.
 */
// The settings collection's slug, written out: importing its facts here cost every page's
// first JavaScript 4 KB (gzip) in the bench's initial-JS budget.
export const SITE_SETTINGS_KEY = ['site-settings'] as const;

/** The settings change rarely; an admin's save replaces them in the cache at once. */
const STALE_MS = 60 * 60 * 1000;

const pageLoadedAt = Date.now();

/**
 * The settings the server wrote into the entry page's head (typed, not parsed, like every
 * read on the home page's path); undefined without them (the development server, or a
 * database that was away), and then they are asked for.
 */
function settingsInPage(): SiteSettings | undefined {
  const text = document.getElementById(INLINE_SITE_SETTINGS_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteSettings;
  } catch {
    return undefined;
  }
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
