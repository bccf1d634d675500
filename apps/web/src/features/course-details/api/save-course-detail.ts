import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseDetailSchema, type CourseDetail, type CourseDetailData } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { courseDetailsQueryKey } from './get-course-detail';

const detailAnswerSchema = z.object({ courseDetail: courseDetailSchema });

export interface SaveCourseDetailVariables {
  courseId: string;
  /** SPEC.md section 4: details that already exist are updated (PUT), else created (POST). */
  exists: boolean;
  input: CourseDetailData;
}

export async function saveCourseDetail({
  courseId,
  exists,
  input,
}: SaveCourseDetailVariables): Promise<CourseDetail> {
  const { courseDetail } = await apiRequest(`/courses/${encodeURIComponent(courseId)}/details`, {
    method: exists ? 'PUT' : 'POST',
    body: input,
    schema: detailAnswerSchema,
  });
  return courseDetail;
}

export function useSaveCourseDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCourseDetail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseDetailsQueryKey }),
  });
}
