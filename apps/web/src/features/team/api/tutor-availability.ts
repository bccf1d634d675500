import { useQuery } from '@tanstack/react-query';
import {
  availabilitySchema,
  bookingsEndpoints,
  type Availability,
  type AvailabilityInput,
} from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const { path, itemKey } = bookingsEndpoints.availability;
const answerSchema = z.object({ [itemKey]: availabilitySchema });
const pathOf = (memberId: string) => path.replace(':id', memberId);

/** A tutor's weekly hours, days off and notice (admins). */
export function useTutorAvailability(memberId: string) {
  return useQuery({
    queryKey: queryKeys.bookings.availability(memberId),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(pathOf(memberId), { schema: answerSchema, signal }))[
        itemKey
      ] as Availability,
  });
}

/** Saving hours changes the free slots: every booking query reloads. */
export function useSaveTutorAvailability(memberId: string) {
  return useInvalidatingMutation(
    (input: AvailabilityInput) => apiRequest(pathOf(memberId), { method: 'PUT', body: input }),
    [queryKeys.bookings.all],
    { success: 'Hours saved.', failure: 'The hours were not saved.' },
  );
}
