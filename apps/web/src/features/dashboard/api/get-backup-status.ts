import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const readySchema = z.object({
  backup: z.object({ lastSuccessAt: z.string().nullable(), warning: z.string().optional() }),
});

/** The last backup as GET /ready reports it (written there by `npm run backup`). */
export function useBackupStatus() {
  return useQuery({
    queryKey: queryKeys.stats.backup(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/ready', { schema: readySchema, auth: false, signal })).backup,
  });
}
