import type { CourseV2 } from '@tutoring/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseV2Endpoint, type EXAM_FILTERS } from '@tutoring/shared/plain';
import { collectionClient, typedAs } from '../../../lib/collection-client';
import { seededFrom } from '../../../lib/page-reads';
import { queryKeys } from '../../../lib/query-keys';

export type ExamFilter = 'all' | (typeof EXAM_FILTERS)[number];

// Read by the home page and /coursesv2: typed, not parsed (see typedAs).
const courses = collectionClient(courseV2Endpoint, typedAs<CourseV2>());

/**
 * The public catalogue is fetched without the token, so an admin browsing the site sees what
 * visitors see (published only); the admin list sends it and gets the drafts too.
 */
function getCoursesV2(exam: ExamFilter, asAdmin: boolean): Promise<CourseV2[]> {
  return courses.list({ auth: asAdmin, under: exam === 'all' ? [] : ['by-exam', exam] });
}

/** Published courses, all or of one exam type (changing the filter loads the list again). */
export function publicCoursesV2Query(exam: ExamFilter = 'all') {
  return queryOptions({
    queryKey: queryKeys.coursesV2.published(exam),
    queryFn: () => getCoursesV2(exam, false),
    // A path URL's page carries the whole published list (the server's first read).
    ...seededFrom(
      exam === 'all' ? courseV2Endpoint.path : '',
      (answer: { courses: CourseV2[] }) => answer.courses,
    ),
  });
}

export function usePublicCoursesV2(exam: ExamFilter = 'all') {
  return useQuery(publicCoursesV2Query(exam));
}

/** Every course, drafts included, for the admin screen. */
export function useAdminCoursesV2() {
  return useQuery({
    queryKey: queryKeys.coursesV2.admin(),
    queryFn: () => getCoursesV2('all', true),
  });
}

/** Sent with the token when there is one: an admin may preview a draft ("View"). */
export function useCourseV2(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.coursesV2.one(id),
    queryFn: () => courses.get(id),
    ...seededFrom(
      `${courseV2Endpoint.path}/${id}`,
      (answer: { course: CourseV2 }) => answer.course,
    ),
    enabled: Boolean(id),
  });
}
