import { resourceCollection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { useCollectionWrite } from '../../../lib/collection-writes';

const resources = checkedCollectionClient(resourceCollection);

/** Creates a resource, or replaces the one with `id`; the library reloads afterwards. */
export function useSaveResource() {
  return useCollectionWrite(resourceCollection, resources.save, 'saved');
}

export function useDeleteResource() {
  return useCollectionWrite(resourceCollection, resources.remove, 'deleted');
}
