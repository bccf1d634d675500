import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { resourcesQueryKey } from './get-resources';

export async function deleteResource(id: string): Promise<void> {
  await apiRequest(`/resources/${id}`, { method: 'DELETE' });
}

export function useDeleteResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resourcesQueryKey }),
  });
}
