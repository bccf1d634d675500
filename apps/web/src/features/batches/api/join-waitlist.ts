import { useMutation } from '@tanstack/react-query';
import {
  batchesEndpoints,
  fillPath,
  type WaitlistEntry,
  type WaitlistInput,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /batches/:id/waitlist: a public form, no token. */
export async function joinWaitlist(batchId: string, input: WaitlistInput): Promise<WaitlistEntry> {
  const path = `${fillPath(`${batchesEndpoints.batches.path}/:id`, { id: batchId })}/waitlist`;
  const answer = (await apiRequest(path, { method: 'POST', body: input, auth: false })) as {
    entry: WaitlistEntry;
  };
  return answer.entry;
}

export function useJoinWaitlist(batchId: string) {
  return useMutation({ mutationFn: (input: WaitlistInput) => joinWaitlist(batchId, input) });
}
