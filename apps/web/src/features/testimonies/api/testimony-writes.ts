import { testimonyCollection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { useCollectionWrite } from '../../../lib/collection-writes';

const testimonies = checkedCollectionClient(testimonyCollection);

/** Creates or updates; the list reloads afterwards (docs/PRODUCT.md section 4). */
export function useSaveTestimony() {
  return useCollectionWrite(testimonyCollection, testimonies.save, 'saved');
}

export function useDeleteTestimony() {
  return useCollectionWrite(testimonyCollection, testimonies.remove, 'deleted');
}
