import { useMutation } from '@tanstack/react-query';
import type { Enrolment } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { offerPath } from './get-waitlist-offer';

/** POST /waitlist/offers/:token/accept: the held seat becomes the student's enrolment. */
export async function acceptWaitlistOffer(token: string): Promise<Enrolment> {
  const answer = (await apiRequest(`${offerPath(token)}/accept`, {
    method: 'POST',
    auth: false,
  })) as { enrolment: Enrolment };
  return answer.enrolment;
}

export function useAcceptWaitlistOffer(token: string) {
  return useMutation({ mutationFn: () => acceptWaitlistOffer(token) });
}
