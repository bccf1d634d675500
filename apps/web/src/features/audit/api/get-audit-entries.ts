import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditListSchema,
  type AuditAction,
  type AuditEntity,
  type AuditList,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

export const auditQueryKey = ['audit'] as const;

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  entity?: AuditEntity | undefined;
  action?: AuditAction | undefined;
}

/** One page of admin writes, newest first (the server sorts them), and the total. */
export async function getAuditEntries(
  page: number,
  filters: AuditFilters,
  signal?: AbortSignal,
): Promise<AuditList> {
  return apiRequest('/audit', {
    query: { page, limit: AUDIT_PAGE_SIZE, entity: filters.entity, action: filters.action },
    schema: auditListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useAuditEntries(page: number, filters: AuditFilters) {
  return useQuery({
    queryKey: [...auditQueryKey, page, filters],
    queryFn: ({ signal }) => getAuditEntries(page, filters, signal),
    placeholderData: keepPreviousData,
    // Every visit shows the latest writes, including ones made a moment ago.
    staleTime: 0,
  });
}
