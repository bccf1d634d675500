import { useQuery } from '@tanstack/react-query';
import { courseV1Collection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';

const courses = checkedCollectionClient(courseV1Collection);

/** The signed-in user's enrolments (GET /courses/subscribed). */
export function useSubscribedCourses() {
  return useQuery({
    queryKey: queryKeys.coursesV1.subscribed(),
    queryFn: () => courses.list({ under: ['subscribed'] }),
  });
}
