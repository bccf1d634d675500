import { useQuery } from '@tanstack/react-query';
import { courseV1Schema, type CourseV1 } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const subscribedAnswerSchema = z.object({ courses: z.array(courseV1Schema) });

export const subscribedCoursesQueryKey = ['courses', 'subscribed'] as const;

/** The signed-in user's enrolments (GET /courses/subscribed). */
export async function getSubscribedCourses(): Promise<CourseV1[]> {
  const { courses } = await apiRequest('/courses/subscribed', { schema: subscribedAnswerSchema });
  return courses;
}

export function useSubscribedCourses() {
  return useQuery({ queryKey: subscribedCoursesQueryKey, queryFn: getSubscribedCourses });
}
