import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { testimoniesQueryKey } from './get-testimonies';

export async function deleteTestimony(id: string): Promise<void> {
  await apiRequest(`/testimonies/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimony,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: testimoniesQueryKey }),
  });
}
