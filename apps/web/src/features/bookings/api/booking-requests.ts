import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bookingsEndpoints,
  LIMITS,
  type Booking,
  type BookingInput,
  type NewBooking,
  type Slots,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// The public booking screens read answers typed, not checked with zod: zod stays out of the
// contact page's first download (its form loads it lazily, after the first paint).

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFERED_DAYS = LIMITS.offeredSlotDays;

/**
 * The free slots of a course for the next two weeks. The server counts days in the
 * institute's zone, so the window starts a day early and the slots are cut at the offered days from now.
 */
export function useSlots(courseId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.bookings.slots(courseId),
    enabled: Boolean(courseId),
    staleTime: 30_000,
    queryFn: async ({ signal }) => {
      const now = Date.now();
      const from = new Date(now - DAY_MS).toISOString().slice(0, 10);
      const answer = (await apiRequest(bookingsEndpoints.slots.path, {
        query: { course: courseId, from, days: OFFERED_DAYS + 2 },
        auth: false,
        signal,
      })) as Slots;
      const last = now + OFFERED_DAYS * DAY_MS;
      return { ...answer, slots: answer.slots.filter((slot) => Date.parse(slot.start) <= last) };
    },
  });
}

const managePath = (token: string) => bookingsEndpoints.manage.path.replace(':token', token);

/**
 * A write that makes the slots and the calendar stale. The booking behind a private link is
 * not read again: after a cancel or a move that link is used up (404), and the screen already
 * shows what happened.
 */
function useBookingWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const managed = queryKeys.bookings.managed(undefined)[1];
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.bookings.all,
        predicate: (query) => query.queryKey[1] !== managed,
      }),
  });
}

export function useCreateBooking() {
  return useBookingWrite(
    (input: BookingInput) =>
      apiRequest(bookingsEndpoints.bookings.path, {
        method: 'POST',
        body: input,
        auth: false,
      }) as Promise<NewBooking>,
  );
}

/** The booking behind a private link (404 once it is cancelled or the link replaced). */
export function useManagedBooking(token: string | undefined) {
  return useQuery({
    queryKey: queryKeys.bookings.managed(token),
    enabled: Boolean(token),
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = (await apiRequest(managePath(token ?? ''), { auth: false, signal })) as {
        booking: Booking;
      };
      return answer.booking;
    },
  });
}

export function useMoveManagedBooking(token: string) {
  return useBookingWrite(
    (start: string) =>
      apiRequest(managePath(token), {
        method: 'PATCH',
        body: { start },
        auth: false,
      }) as Promise<NewBooking>,
  );
}

export function useCancelManagedBooking(token: string) {
  return useBookingWrite(() => apiRequest(managePath(token), { method: 'DELETE', auth: false }));
}
