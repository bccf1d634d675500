import { useQuery } from '@tanstack/react-query';
import { batchesEndpoints, calendarSessionSchema } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { batchAdminKeys } from './batch-admin-keys';

const { calendar } = batchesEndpoints;
const listSchema = z.object({ sessions: z.array(calendarSessionSchema) });

/**
 * Every batch's sessions on days [from, to] (each batch's own zone); a tutor is answered
 * their own batches' only, so the same query serves both.
 */
export function useClassSessions(from: string, to: string) {
  return useQuery({
    queryKey: batchAdminKeys.sessions.range(from, to),
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await apiRequest(calendar.path, { query: { from, to }, schema: listSchema, signal }))
        .sessions,
  });
}

/** POST /sessions/:id/cancel: each active enrolment gets a make-up credit, families a mail. */
export function useCancelSession() {
  return useInvalidatingMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/sessions/${id}/cancel`, {
        method: 'POST',
        body: reason.trim() ? { reason: reason.trim() } : {},
      }),
    [batchAdminKeys.sessions.all],
    { success: 'Session cancelled; the families are told.' },
  );
}
