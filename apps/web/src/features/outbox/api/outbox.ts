import { outboxEndpoint, outboxListSchema, type OutboxList } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { usePageQuery } from '../../../lib/use-page-query';

export const OUTBOX_PAGE_SIZE = 25;
const path = endpointPath(outboxEndpoint);

export interface OutboxFilters {
  /** One status, or '' for all. */
  status: string;
  /** 'createdAt' for oldest first; '' for newest first (the server's default). */
  sort: string;
}

export function getOutbox(
  page: number,
  { status, sort }: OutboxFilters,
  signal?: AbortSignal,
): Promise<OutboxList> {
  return apiRequest(path, {
    query: { page, limit: OUTBOX_PAGE_SIZE, status: status || undefined, sort: sort || undefined },
    schema: outboxListSchema,
    ...(signal ? { signal } : {}),
  });
}

/** One page of the site's mail, newest first; fresh on every visit (mail moves on its own). */
export function useOutbox(page: number, filters: OutboxFilters) {
  return usePageQuery(
    queryKeys.outbox.page(page, filters),
    (signal) => getOutbox(page, filters, signal),
    { staleTime: 0 },
  );
}

/** After a restore paused it: every instance's worker sends the queued mail again. */
export function useResumeSending() {
  return useInvalidatingMutation(
    () => apiRequest(`${path}/resume`, { method: 'POST' }),
    [queryKeys.outbox.all],
    { success: 'Sending resumed.', failure: 'Sending not resumed.' },
  );
}

/** 'Send again': the message is queued now with its attempts counted afresh. */
export function useResendMail() {
  return useInvalidatingMutation(
    (id: string) => apiRequest(`${path}/${id}/resend`, { method: 'POST' }),
    [queryKeys.outbox.all],
    { success: 'Queued to send again.', failure: 'Not queued again.' },
  );
}
