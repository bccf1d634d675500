import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** DELETE /enrolments/:id: the family takes a student out of a class; the seat goes on. */
export async function withdrawEnrolment(enrolmentId: string): Promise<void> {
  await apiRequest(`/enrolments/${encodeURIComponent(enrolmentId)}`, { method: 'DELETE' });
}

export function useWithdrawEnrolment() {
  return useInvalidatingMutation(withdrawEnrolment, [queryKeys.family.all]);
}
