import { useQuery } from '@tanstack/react-query';
import { courseV1Schema, type CourseV1 } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKey } from './get-courses';

const courseAnswerSchema = z.object({ course: courseV1Schema });

export async function getCourse(id: string): Promise<CourseV1> {
  const { course } = await apiRequest(`/courses/${encodeURIComponent(id)}`, {
    auth: false,
    schema: courseAnswerSchema,
  });
  return course;
}

export function useCourse(id: string | undefined) {
  return useQuery({
    queryKey: [...coursesQueryKey, 'one', id],
    queryFn: () => getCourse(id ?? ''),
    enabled: Boolean(id),
  });
}
