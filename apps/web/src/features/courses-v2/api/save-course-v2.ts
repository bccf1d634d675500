import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseV2Schema, type CourseV2, type CourseV2Data } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { coursesV2QueryKey } from './get-courses-v2';

const courseAnswerSchema = z.object({ course: courseV2Schema });

export interface SaveCourseV2Variables {
  /** Absent for a new course. */
  id?: string | undefined;
  input: CourseV2Data;
}

/** POST for a new course, PUT for an existing one. */
export async function saveCourseV2({ id, input }: SaveCourseV2Variables): Promise<CourseV2> {
  const path = id ? `/coursesv2/${encodeURIComponent(id)}` : '/coursesv2';
  const { course } = await apiRequest(path, {
    method: id ? 'PUT' : 'POST',
    body: input,
    schema: courseAnswerSchema,
  });
  return course;
}

export function useSaveCourseV2() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseV2,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coursesV2QueryKey }),
  });
}
