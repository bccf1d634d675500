import {
  useMutation,
  useQueryClient,
  type MutationMeta,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * A write whose success reloads every query under each root of `invalidates` (the lists it
 * changed, and those that show their data). The mutation settles once they have reloaded, so
 * a closing editor never shows the old list. `meta` says how it went in a toast.
 */
export function useInvalidatingMutation<Variables, Answer>(
  write: (variables: Variables) => Promise<Answer>,
  invalidates: readonly QueryKey[],
  /** The toast when it is done, and when it is refused (lib/query-client.ts). */
  meta?: MutationMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta,
    onSuccess: () =>
      Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
