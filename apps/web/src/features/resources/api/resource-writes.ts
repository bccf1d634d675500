import { resourceCollection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const resources = checkedCollectionClient(resourceCollection);

/** Creates a resource, or replaces the one with `id`; the library reloads afterwards. */
export function useSaveResource() {
  return useInvalidatingMutation(resources.save, queryKeys.resources.all, {
    success: 'Resource saved.',
    failure: 'Resource was not saved.',
  });
}

export function useDeleteResource() {
  return useInvalidatingMutation(resources.remove, queryKeys.resources.all, {
    success: 'Resource deleted.',
    failure: 'Resource was not deleted.',
  });
}
