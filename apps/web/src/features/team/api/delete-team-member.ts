import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKey } from './get-team-members';

export async function deleteTeamMember(id: string): Promise<void> {
  await apiRequest(`/team/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
