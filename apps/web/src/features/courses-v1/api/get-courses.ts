import { useQuery } from '@tanstack/react-query';
import { courseV1Schema, type CourseV1 } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/** Every v1 query starts with this key, so one invalidation reloads them all after a write. */
export const coursesQueryKey = ['courses'] as const;

const courseListSchema = z.object({ courses: z.array(courseV1Schema) });

export async function getCourses(): Promise<CourseV1[]> {
  const { courses } = await apiRequest('/courses', { auth: false, schema: courseListSchema });
  return courses;
}

export function useCourses() {
  return useQuery({ queryKey: [...coursesQueryKey, 'list'], queryFn: getCourses });
}
