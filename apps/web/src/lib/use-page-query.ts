import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';

interface PageQueryOptions {
  /** 0: every visit asks again (a trail that changes with each write). */
  staleTime?: number;
}

/**
 * One page of a list the server pages (the leads, the activity trail): the current page stays
 * on screen while the next one loads, instead of a spinner flash.
 */
export function usePageQuery<Page>(
  queryKey: QueryKey,
  fetchPage: (signal: AbortSignal) => Promise<Page>,
  options: PageQueryOptions = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage(signal),
    placeholderData: keepPreviousData,
    ...options,
  });
}
