import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { homeContentCollection, type HomeContentInput } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';

// The admin's copy is checked by the read schema: admin screens load lazily, zod is no cost.
const homeContent = checkedCollectionClient(homeContentCollection);

/** What the form starts from: read afresh each time the screen opens. */
export function useAdminHomeContent() {
  return useQuery({
    queryKey: [...queryKeys.homeContent.all, 'admin'],
    queryFn: ({ signal }) => homeContent.get(undefined, { signal }),
    staleTime: 0,
  });
}

/** Replaces the one document; its answer is what the home page shows from now on. */
export function useSaveHomeContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HomeContentInput) => homeContent.replace(input),
    meta: { failure: 'The home page was not saved.' },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.homeContent.all, saved);
      await queryClient.invalidateQueries({ queryKey: queryKeys.homeContent.all });
    },
  });
}
