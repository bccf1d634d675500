import { useQuery } from '@tanstack/react-query';
import {
  funnelAnswerSchema,
  funnelEndpoint,
  type FunnelGrouping,
  type FunnelRow,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface FunnelFilters {
  by: FunnelGrouping;
  /** Days of the institute's zone (YYYY-MM-DD), or '' for open-ended. */
  from: string;
  to: string;
}

/** The funnel's query (its export's too); an open end is left out. */
export const funnelQuery = ({ by, from, to }: FunnelFilters) => ({
  by,
  from: from || undefined,
  to: to || undefined,
});

export async function getFunnel(
  filters: FunnelFilters,
  signal?: AbortSignal,
): Promise<FunnelRow[]> {
  const answer = await apiRequest(funnelEndpoint.path, {
    query: funnelQuery(filters),
    schema: funnelAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.funnel;
}

/** The lead funnel of a period (admins): under stats, so it reloads with the counts. */
export function useFunnel(filters: FunnelFilters) {
  return useQuery({
    queryKey: [...queryKeys.stats.all, 'funnel', filters],
    queryFn: ({ signal }) => getFunnel(filters, signal),
    staleTime: 0,
  });
}
