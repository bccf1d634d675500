import { useMutation } from '@tanstack/react-query';
import { batchesEndpoints, fillPath, type Enrolment, type EnrolmentInput } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /batches/:id/enrolments: with the token when signed in (a family may pick a student). */
export async function enrolInBatch(batchId: string, input: EnrolmentInput): Promise<Enrolment> {
  const path = `${fillPath(`${batchesEndpoints.batches.path}/:id`, { id: batchId })}/enrolments`;
  const answer = (await apiRequest(path, { method: 'POST', body: input })) as {
    enrolment: Enrolment;
  };
  return answer.enrolment;
}

export function useEnrolInBatch(batchId: string) {
  return useMutation({ mutationFn: (input: EnrolmentInput) => enrolInBatch(batchId, input) });
}
