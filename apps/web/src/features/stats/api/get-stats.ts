import { useQuery } from '@tanstack/react-query';
import { statsEndpoint, statsAnswerSchema, type DashboardStats } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getStats(signal?: AbortSignal): Promise<DashboardStats> {
  const answer = await apiRequest(endpointPath(statsEndpoint), {
    schema: statsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
  return answer[statsEndpoint.itemKey];
}

/** Real counts for the admin dashboard (docs/API.md section 6: not the spec's hard-coded ones). */
export function useStats() {
  return useQuery({
    queryKey: queryKeys.stats.dashboard(),
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 0,
  });
}
