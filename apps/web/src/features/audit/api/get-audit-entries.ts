import {
  auditEndpoint,
  auditListSchema,
  type AuditAction,
  type AuditEntity,
  type AuditList,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  entity?: AuditEntity | undefined;
  action?: AuditAction | undefined;
  /** `createdAt` for oldest first; absent: newest first (the server's default). */
  sort?: string | undefined;
}

/** One page of admin writes, newest first (the server sorts them), and the total. */
export function getAuditEntries(
  page: number,
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<AuditList> {
  return apiRequest(endpointPath(auditEndpoint), {
    query: { page, limit: AUDIT_PAGE_SIZE, ...filters },
    schema: auditListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useAuditEntries(page: number, filters: AuditFilters) {
  return usePageQuery(
    queryKeys.audit.page(page, filters),
    (signal) => getAuditEntries(page, filters, signal),
    // Every visit shows the latest writes, including ones made a moment ago.
    { staleTime: 0 },
  );
}
