import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { offerPath } from './get-waitlist-offer';

/** POST /waitlist/offers/:token/decline: the seat goes to the next in line. */
export async function declineWaitlistOffer(token: string): Promise<void> {
  await apiRequest(`${offerPath(token)}/decline`, { method: 'POST', auth: false });
}

export function useDeclineWaitlistOffer(token: string) {
  return useMutation({ mutationFn: () => declineWaitlistOffer(token) });
}
