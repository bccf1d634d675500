import { courseV1Collection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { useCollectionWrite } from '../../../lib/collection-writes';

const courses = checkedCollectionClient(courseV1Collection);

/** POST for a new course, PUT for an existing one; every v1 query reloads afterwards. */
export function useSaveCourse() {
  return useCollectionWrite(courseV1Collection, courses.save, 'saved');
}

/** The server deletes the course's details with it (docs/API.md section 4). */
export function useDeleteCourse() {
  return useCollectionWrite(courseV1Collection, courses.remove, 'deleted');
}
