import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { HomeContent } from '@tutoring/shared';
import { seededFrom } from './page-reads';

/** The home content's root key: its collection's slug, written out (see SITE_SETTINGS_KEY). */
export const HOME_CONTENT_KEY = ['home-content'] as const;
/**
 * Its read's path under /api (homeContentEndpoint.path), written out for the same reason:
 * endpoints travel in the API client's chunk, which the home page's entry must not import.
 */
const HOME_CONTENT_PATH = '/content/home';

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
    ...seededFrom(HOME_CONTENT_PATH, (answer: { home: HomeContent }) => answer.home),
  });
}
