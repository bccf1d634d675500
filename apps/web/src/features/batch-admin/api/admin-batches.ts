import { useQuery } from '@tanstack/react-query';
import { batchesEndpoints, batchSchema, type BatchValues } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { batchAdminKeys } from './batch-admin-keys';

const { path, listKey } = batchesEndpoints.batches;
const listSchema = z.object({ [listKey]: z.array(batchSchema) });

/** Every batch, closed ones too (GET /batches?status=all, admins only), first date first. */
export function useAdminBatches() {
  return useQuery({
    queryKey: batchAdminKeys.batches.list(),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${path}?status=all`, { schema: listSchema, signal }))[listKey] ?? [],
  });
}

/** POST a new batch, or PUT the whole batch again (also how it opens and closes). */
export function useSaveBatch() {
  return useInvalidatingMutation(
    ({ id, input }: { id?: string | undefined; input: BatchValues }) =>
      apiRequest(id ? `${path}/${id}` : path, { method: id ? 'PUT' : 'POST', body: input }),
    [batchAdminKeys.batches.all],
    { success: 'Batch saved.' },
  );
}

export function useDeleteBatch() {
  return useInvalidatingMutation(
    (id: string) => apiRequest(`${path}/${id}`, { method: 'DELETE' }),
    [batchAdminKeys.batches.all],
    { success: 'Batch deleted.' },
  );
}
