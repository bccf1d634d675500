import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HomeContent } from '@tutoring/shared';
import { homeContentEndpoint } from '@tutoring/shared/plain';
import { seededFrom } from './page-reads';

/** The home content's root key: its collection's slug, written out (see SITE_SETTINGS_KEY). */
export const HOME_CONTENT_KEY = ['home-content'] as const;

/**
 * The home page's own words (Admin → Home page): hero, claims, themes, the pricing card's
 * perks. Pending while they load: callers show no sample words meanwhile, so an institute's
 * page never flashes the spec's claims it chose to hide.
 */
export function useHomeContent(): UseQueryResult<HomeContent> {
  return useQuery({
    queryKey: HOME_CONTENT_KEY,
    queryFn: async ({ signal }) => {
      const { fetchHomeContent } = await import('./fetch-home-content');
      signal.throwIfAborted();
      return fetchHomeContent(signal);
    },
    staleTime: 5 * 60 * 1000,
    ...seededFrom(homeContentEndpoint.path, (answer: { home: HomeContent }) => answer.home),
  });
}
