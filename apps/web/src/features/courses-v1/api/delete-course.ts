import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKey } from './get-courses';

/** The server deletes the course's details with it (CONTRACT.md section 4). */
export async function deleteCourse(id: string): Promise<void> {
  await apiRequest(`/courses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
