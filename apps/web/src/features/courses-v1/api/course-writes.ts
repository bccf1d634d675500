import { courseV1Collection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const courses = checkedCollectionClient(courseV1Collection);

/** POST for a new course, PUT for an existing one; every v1 query reloads afterwards. */
export function useSaveCourse() {
  return useInvalidatingMutation(courses.save, queryKeys.coursesV1.all, {
    success: 'Course saved.',
    failure: 'Course was not saved.',
  });
}

/** The server deletes the course's details with it (docs/API.md section 4). */
export function useDeleteCourse() {
  return useInvalidatingMutation(courses.remove, queryKeys.coursesV1.all, {
    success: 'Course deleted.',
    failure: 'Course was not deleted.',
  });
}
