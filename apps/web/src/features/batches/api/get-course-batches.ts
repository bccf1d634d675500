import { useQuery } from '@tanstack/react-query';
import type { Batch } from '@tutoring/shared';
import { batchesEndpoints } from '@tutoring/shared/plain';
import { apiRequest } from '../../../lib/api-client';
import { seededFrom } from '../../../lib/page-reads';

/** The path of a course's open batches: the server writes its answer into the course's page. */
export const courseBatchesPath = (courseId: string) =>
  `${batchesEndpoints.batches.path}?course=${courseId}`;

export const courseBatchesKey = (courseId: string) => ['batches', 'course', courseId] as const;

/** A course's open batches (GET /batches?course=), anonymous as every visitor asks. */
export function useCourseBatches(courseId: string) {
  return useQuery({
    queryKey: courseBatchesKey(courseId),
    queryFn: async ({ signal }) => {
      const answer = (await apiRequest(batchesEndpoints.batches.path, {
        query: { course: courseId },
        auth: false,
        signal,
      })) as { batches: Batch[] };
      return answer.batches;
    },
    ...seededFrom(courseBatchesPath(courseId), (answer: { batches: Batch[] }) => answer.batches),
  });
}
