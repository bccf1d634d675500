import { useQuery } from '@tanstack/react-query';
import { courseDetailSchema, type CourseDetail } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

export const courseDetailsQueryKey = ['course-details'] as const;

const detailAnswerSchema = z.object({ courseDetail: courseDetailSchema });

/** A course without details answers 404: that is "no details yet" (null), not a failure. */
export async function getCourseDetail(courseId: string): Promise<CourseDetail | null> {
  try {
    const { courseDetail } = await apiRequest(`/courses/${encodeURIComponent(courseId)}/details`, {
      auth: false,
      schema: detailAnswerSchema,
    });
    return courseDetail;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function useCourseDetail(courseId: string | undefined) {
  return useQuery({
    queryKey: [...courseDetailsQueryKey, courseId],
    queryFn: () => getCourseDetail(courseId ?? ''),
    enabled: Boolean(courseId),
  });
}
