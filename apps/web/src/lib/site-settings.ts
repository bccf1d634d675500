import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { SiteSettings } from '@tutoring/shared';

/**
 * The site settings' root key. It lives here rather than in query-keys.ts (which lists it
 * too): that table travels with the API client, and this module is part of every page's entry.
 */
export const SITE_SETTINGS_KEY = ['site-settings'] as const;

/** The settings change rarely; an admin's save replaces them in the cache at once. */
const STALE_MS = 60 * 60 * 1000;

/**
 * The institute's name, contacts, logo and links (one document, edited in Admin → Settings),
 * for the header, the footer, the titles and any page. Pending while they load: callers show
 * no placeholder name, and keep the room the name will take.
 */
export function useSiteSettings(): UseQueryResult<SiteSettings> {
  return useQuery({
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
