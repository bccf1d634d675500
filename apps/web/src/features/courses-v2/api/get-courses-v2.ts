import { useQuery } from '@tanstack/react-query';
import type { CourseV2, EXAM_FILTERS } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

export type ExamFilter = 'all' | (typeof EXAM_FILTERS)[number];

/** Every v2 query starts with this key, so one invalidation reloads them all after a write. */
export const coursesV2QueryKey = ['courses-v2'] as const;

/*
 * Typed, not zod-parsed: this read feeds the home page, whose initial JavaScript must stay
 * within issue 8's budget, and zod alone is a fifth of it. The API is ours and validates
 * what it stores (server-side zod, same shared schemas); a shape mismatch still fails loudly
 * in the UI tests. Forms (lazy pages) keep parsing with zod.
 */
interface CourseListAnswer {
  courses: CourseV2[];
}

/**
 * The public catalogue is fetched without the token, so an admin browsing the site sees what
 * visitors see (published only); the admin list sends it and gets the drafts too.
 */
export async function getCoursesV2(exam: ExamFilter = 'all', asAdmin = false): Promise<CourseV2[]> {
  const path = exam === 'all' ? '/coursesv2' : `/coursesv2/by-exam/${encodeURIComponent(exam)}`;
  const { courses } = (await apiRequest(path, { auth: asAdmin })) as CourseListAnswer;
  return courses;
}

/** Published courses, all or of one exam type (changing the filter loads the list again). */
export function usePublicCoursesV2(exam: ExamFilter = 'all') {
  return useQuery({
    queryKey: [...coursesV2QueryKey, 'public', exam],
    queryFn: () => getCoursesV2(exam),
  });
}

/** Every course, drafts included, for the admin screen. */
export function useAdminCoursesV2() {
  return useQuery({
    queryKey: [...coursesV2QueryKey, 'admin'],
    queryFn: () => getCoursesV2('all', true),
  });
}
