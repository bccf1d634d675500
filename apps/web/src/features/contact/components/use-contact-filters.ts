import { CONTACT_STATUSES } from '@tutoring/shared';
import { NEWEST_FIRST, readSort, type SortField } from '../../../lib/list-sort';
import { useListParams } from '../../../lib/use-list-params';
import { oneOf } from '../../../components/ui/use-server-list';
import type { ContactFilters } from '../api/get-contact-messages';

/** The query-string names of the filters (the API's own). */
export type ContactFilterKey = keyof ContactFilters;

const FILTER_KEYS: readonly ContactFilterKey[] = [
  'status',
  'course',
  'from',
  'to',
  'source',
  'q',
  'overdue',
  'sort',
];

/** The orders a person sorts leads by; the server sorts, newest first unless asked. */
export const LEAD_SORTS: SortField<never>[] = [
  { key: 'createdAt', label: 'Received', kind: 'date' },
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'course', label: 'Course', kind: 'text' },
  { key: 'status', label: 'Status', kind: 'text' },
];

/**
 * The lead list's filters and page live in the URL query, so a filtered view can be shared
 * or bookmarked and survives a reload. Changing a filter starts again at page 1.
 */
export function useContactFilters() {
  const { values, page, set, setPage } = useListParams(FILTER_KEYS);
  const filters: ContactFilters = {
    ...values,
    status: oneOf(CONTACT_STATUSES, values.status),
    overdue: values.overdue === 'true' ? 'true' : '',
    sort: readSort(values.sort, LEAD_SORTS, NEWEST_FIRST) === NEWEST_FIRST ? '' : values.sort,
  };
  return { filters, page, setFilter: set, setPage };
}
