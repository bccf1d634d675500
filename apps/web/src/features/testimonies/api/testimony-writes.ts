import { testimonyCollection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const testimonies = checkedCollectionClient(testimonyCollection);

/** Creates or updates; the list reloads afterwards (docs/PRODUCT.md section 4). */
export function useSaveTestimony() {
  return useInvalidatingMutation(testimonies.save, queryKeys.testimonies.all, {
    success: 'Testimony saved.',
    failure: 'Testimony was not saved.',
  });
}

export function useDeleteTestimony() {
  return useInvalidatingMutation(testimonies.remove, queryKeys.testimonies.all, {
    success: 'Testimony deleted.',
    failure: 'Testimony was not deleted.',
  });
}
