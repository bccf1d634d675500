import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseV1Schema, type CourseV1, type CourseV1Input } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKey } from './get-courses';

const courseAnswerSchema = z.object({ course: courseV1Schema });

export interface SaveCourseVariables {
  /** Absent for a new course. */
  id?: string | undefined;
  input: CourseV1Input;
}

/** POST for a new course, PUT for an existing one. */
export async function saveCourse({ id, input }: SaveCourseVariables): Promise<CourseV1> {
  const path = id ? `/courses/${encodeURIComponent(id)}` : '/courses';
  const { course } = await apiRequest(path, {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: courseAnswerSchema,
  });
  return course;
}

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesQueryKey }),
  });
}
