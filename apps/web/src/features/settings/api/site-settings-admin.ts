import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { siteSettingsCollection, type SiteSettingsInput } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { staleRootsAfterWriteTo } from '../../../lib/collection-writes';
import { queryKeys } from '../../../lib/query-keys';

// The admin's copy is checked by the read schema: admin screens load lazily, zod is no cost.
const siteSettings = checkedCollectionClient(siteSettingsCollection);

/** What the form starts from: read afresh each time the screen opens, never an old copy. */
export function useAdminSiteSettings() {
  return useQuery({
    queryKey: queryKeys.siteSettings.admin(),
    queryFn: ({ signal }) => siteSettings.get(undefined, { signal }),
    staleTime: 0,
  });
}

/**
 * Replaces the one document. Its answer is what every page shows from now on: it goes
 * straight into the pages' copy (the header changes at once), and every copy reloads.
 */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteSettingsInput) => siteSettings.replace(input),
    // The form says "Settings saved." itself; a refusal is also a toast.
    meta: { failure: 'Settings were not saved.' },
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.siteSettings.all, saved);
      // A renamed category moved its courses and resources: those lists reload too.
      const stale = staleRootsAfterWriteTo(siteSettingsCollection);
      await Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
