import { useQuery } from '@tanstack/react-query';
import type { WaitlistOffer } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /waitlist/offers/:token: the path of an offer's link (its token is its only key). */
export const offerPath = (token: string) => `/waitlist/offers/${encodeURIComponent(token)}`;

export const offerKey = (token: string) => ['waitlist-offer', token] as const;

/** The offer the mailed link holds: which class, and until when the seat is kept. */
export function useWaitlistOffer(token: string) {
  return useQuery({
    queryKey: offerKey(token),
    queryFn: async ({ signal }) => {
      const answer = (await apiRequest(offerPath(token), { auth: false, signal })) as {
        offer: WaitlistOffer;
      };
      return answer.offer;
    },
    // 404 and 410 are answers to show, not failures to try again.
    retry: false,
  });
}
