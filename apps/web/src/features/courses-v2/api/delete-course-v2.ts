import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coursesV2QueryKey } from './get-courses-v2';

export async function deleteCourseV2(id: string): Promise<void> {
  await apiRequest(`/coursesv2/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCourseV2() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourseV2,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesV2QueryKey }),
  });
}
