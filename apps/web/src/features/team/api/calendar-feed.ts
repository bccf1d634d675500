import { useMutation } from '@tanstack/react-query';
import { bookingsEndpoints } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const feedSchema = z.object({ url: z.string() });

/**
 * Makes a team member's calendar feed URL anew (the tutor's own, or any for an admin): the
 * server keeps only a hash of it, so there is no showing the current one, and the previous
 * URL stops working at once.
 */
export function useNewCalendarFeed(memberId: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(bookingsEndpoints.calendarFeed.path.replace(':id', memberId), {
          method: 'POST',
          schema: feedSchema,
        })
      ).url,
    meta: {
      success: 'A new calendar URL is ready; the old one no longer works.',
      failure: 'No new calendar URL was made.',
    },
  });
}
