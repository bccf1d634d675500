import {
  contactMessageEndpoint,
  contactMessageListSchema,
  type ContactMessageList,
} from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePageQuery } from '../../../lib/use-page-query';

/** The staff's filters as the URL and the API name them; blank means "any". */
export interface ContactFilters {
  /** One status, or blank for every status except spam (the server's default). */
  status: string;
  course: string;
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** A utm source (any letter case), or '(direct)' for leads that came with none. */
  source: string;
  /** Matches name, e-mail or mobile. */
  q: string;
  /** 'true': only leads still new 24 hours after they arrived. */
  overdue: string;
  /** `name`, `-createdAt`…; '' for newest first (the server's default). */
  sort: string;
}

export const CONTACT_PAGE_SIZE = 20;

/** Blank filters are left out of the request rather than sent empty. */
export function filterQuery(filters: ContactFilters): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, value.trim() || undefined]),
  );
}

/** One page of messages in the order asked for (newest first unless said), and the total. */
export async function getContactMessages(
  filters: ContactFilters,
  page: number,
  signal?: AbortSignal,
): Promise<ContactMessageList> {
  return apiRequest(endpointPath(contactMessageEndpoint), {
    query: { ...filterQuery(filters), page, limit: CONTACT_PAGE_SIZE },
    schema: contactMessageListSchema,
    ...(signal ? { signal } : {}),
  });
}

export function useContactMessages(filters: ContactFilters, page: number) {
  return usePageQuery(queryKeys.contactMessages.page(filters, page), (signal) =>
    getContactMessages(filters, page, signal),
  );
}
