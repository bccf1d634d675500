import { useQuery } from '@tanstack/react-query';
import { courseV1Endpoint, type CourseV1 } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { seededFrom } from '../../../lib/page-reads';
import { queryKeys } from '../../../lib/query-keys';

// Public pages: typed, not parsed (see typedAs), and always as a visitor sees the catalogue.
const courses = collectionClient(courseV1Endpoint, typedAs<CourseV1>());

/** The catalogue, for /courses and the admin list (which reloads it after each change). */
export function useCourses() {
  return useQuery({
    queryKey: queryKeys.coursesV1.list(),
    queryFn: () => courses.list({ auth: false }),
    ...seededFrom(courseV1Endpoint.path, (answer: { courses: CourseV1[] }) => answer.courses),
  });
}

export function useCourse(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.coursesV1.one(id),
    queryFn: () => courses.get(id, { auth: false }),
    ...seededFrom(
      `${courseV1Endpoint.path}/${id}`,
      (answer: { course: CourseV1 }) => answer.course,
    ),
    enabled: Boolean(id),
  });
}
