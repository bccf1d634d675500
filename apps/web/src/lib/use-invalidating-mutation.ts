import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A write whose success reloads every query under `invalidates` (the lists it changed). The
 * mutation settles once they have reloaded, so a closing editor never shows the old list.
 */
export function useInvalidatingMutation<Variables, Answer>(
  write: (variables: Variables) => Promise<Answer>,
  invalidates: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}
