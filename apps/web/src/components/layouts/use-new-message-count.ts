import { useQuery } from '@tanstack/react-query';
import { dashboardStatsSchema, statsEndpoint } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { endpointPath } from '../../lib/collection-client';
import { queryKeys } from '../../lib/query-keys';

// Only the figure the badge shows: the other counts are the dashboard's to check.
const newCountSchema = z.object({
  [statsEndpoint.itemKey]: dashboardStatsSchema.pick({ newContactMessages: true }),
});

/**
 * Under ['stats', …]: whatever invalidates the dashboard counts (a status change) refreshes
 * this too. Checked again every minute so a lead sent meanwhile shows up. Silent on failure.
 */
export function useNewMessageCount(enabled: boolean): number {
  const { data } = useQuery({
    enabled,
    queryKey: queryKeys.stats.newContactMessages(),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(endpointPath(statsEndpoint), {
        schema: newCountSchema,
        signal,
      });
      return answer[statsEndpoint.itemKey].newContactMessages;
    },
    refetchInterval: 60_000,
  });
  return data ?? 0;
}
