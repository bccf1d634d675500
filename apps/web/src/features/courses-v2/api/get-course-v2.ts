import { useQuery } from '@tanstack/react-query';
import { courseV2Schema, type CourseV2 } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { coursesV2QueryKey } from './get-courses-v2';

const courseAnswerSchema = z.object({ course: courseV2Schema });

/** Sent with the token when there is one: an admin may preview a draft ("View"). */
export async function getCourseV2(id: string): Promise<CourseV2> {
  const { course } = await apiRequest(`/coursesv2/${encodeURIComponent(id)}`, {
    schema: courseAnswerSchema,
  });
  return course;
}

export function useCourseV2(id: string | undefined) {
  return useQuery({
    queryKey: [...coursesV2QueryKey, 'one', id],
    queryFn: () => getCourseV2(id ?? ''),
    enabled: Boolean(id),
  });
}
