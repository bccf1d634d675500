import { useQuery } from '@tanstack/react-query';
import { adminBookingSchema, bookingsEndpoints } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const { path, listKey } = bookingsEndpoints.bookings;
const weekSchema = z.object({ [listKey]: z.array(adminBookingSchema) });

const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/**
 * The bookings of the week from Monday `monday`, one tutor or all ('' ). The server counts
 * whole days on the institute's clock; a day either side is asked for (the week is the
 * viewer's), and the calendar keeps its own week.
 */
export function useWeekBookings(monday: string, tutorId: string) {
  return useQuery({
    queryKey: queryKeys.bookings.week(monday, tutorId),
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await apiRequest(path, {
        query: { from: addDays(monday, -1), to: addDays(monday, 7), tutorId: tutorId || undefined },
        schema: weekSchema,
        signal,
      });
      return answer[listKey] ?? [];
    },
  });
}

export function useCancelBooking() {
  return useInvalidatingMutation(
    (id: string) => apiRequest(`${path}/${id}`, { method: 'DELETE' }),
    [queryKeys.bookings.all],
    {
      success: 'Booking cancelled; the parent is told.',
      failure: 'The booking was not cancelled.',
    },
  );
}

export function useMoveBooking() {
  return useInvalidatingMutation(
    ({ id, start }: { id: string; start: string }) =>
      apiRequest(`${path}/${id}`, { method: 'PATCH', body: { start } }),
    [queryKeys.bookings.all],
    { success: 'Booking moved; the parent is told.', failure: 'The booking was not moved.' },
  );
}
