import { useQuery } from '@tanstack/react-query';
import { courseDetailEndpoint, fillPath, type CourseDetail } from '@tutoring/shared';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { isNotFound } from '../../../lib/api-error';
import { seededFrom } from '../../../lib/page-reads';
import { queryKeys } from '../../../lib/query-keys';

// Read by the public course page too: typed, not parsed (see typedAs).
const details = collectionClient(courseDetailEndpoint, typedAs<CourseDetail>());

/** A course without details answers 404: that is "no details yet" (null), not a failure. */
export async function getCourseDetail(courseId: string): Promise<CourseDetail | null> {
  try {
    return await details.get(undefined, { auth: false, params: { courseId } });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** A course's details; on the course's path URL, from the page (which says when there are none). */
export function useCourseDetail(courseId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.courseDetails.of(courseId),
    queryFn: () => getCourseDetail(courseId ?? ''),
    ...seededFrom(
      fillPath(courseDetailEndpoint.path, { courseId: courseId ?? '' }),
      (answer: { courseDetail: CourseDetail }): CourseDetail | null => answer.courseDetail,
      { none: null },
    ),
    enabled: Boolean(courseId),
  });
}
