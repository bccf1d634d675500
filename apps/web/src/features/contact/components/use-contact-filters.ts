import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CONTACT_STATUSES } from '@tutoring/shared';
import type { ContactFilters } from '../api/get-contact-messages';

/** The query-string names of the filters (the API's own). */
export type ContactFilterKey = keyof ContactFilters;

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readStatus(raw: string | null): string {
  return raw && (CONTACT_STATUSES as readonly string[]).includes(raw) ? raw : '';
}

/**
 * The lead list's filters and page live in the URL query, so a filtered view can be shared
 * or bookmarked and survives a reload. Changing a filter starts again at page 1.
 */
export function useContactFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ContactFilters = {
    status: readStatus(params.get('status')),
    course: params.get('course') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
    overdue: params.get('overdue') === 'true' ? 'true' : '',
  };
  const page = readPage(params.get('page'));

  const setFilter = useCallback(
    (key: ContactFilterKey, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value.trim()) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { filters, page, setFilter, setPage };
}
