import { courseV2Collection, courseV2OrderPath } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { staleRootsAfterWriteTo, useCollectionWrite } from '../../../lib/collection-writes';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const courses = checkedCollectionClient(courseV2Collection);

/** POST for a new course, PUT for an existing one; every v2 query reloads afterwards. */
export function useSaveCourseV2() {
  return useCollectionWrite(courseV2Collection, courses.save, 'saved');
}

export function useDeleteCourseV2() {
  return useCollectionWrite(courseV2Collection, courses.remove, 'deleted');
}

/** The home page's order of the featured courses (admins): every featured course's id. */
export function useOrderFeaturedCoursesV2() {
  return useInvalidatingMutation(
    (ids: string[]) => apiRequest(courseV2OrderPath, { method: 'PUT', body: { ids } }),
    staleRootsAfterWriteTo(courseV2Collection),
    { success: 'Featured order saved.', failure: 'The order was not saved.' },
  );
}
