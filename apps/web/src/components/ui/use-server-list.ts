import type { ChangeEvent } from 'react';
import {
  NEWEST_FIRST,
  readSort,
  sortOptions,
  type SortField,
  type SortOption,
} from '../../lib/list-sort';
import { useListParams } from '../../lib/use-list-params';
import type { PagedTexts } from './paged-results';

/** How a list can be ordered. */
export interface ListOrder {
  /** The fields the list sorts by (either direction); a URL asking for another reads as `defaultSort`. */
  sorts: readonly SortField<never>[];
  defaultSort: string;
  /** What the sort select offers, when it is more than both directions of `sorts`. */
  sortChoices?: readonly SortOption[];
}

/** The API's default order of a log: by one date, newest first; `label` names the date. */
export const newestFirst = (label: string): ListOrder => ({
  sorts: [{ key: 'createdAt', label, kind: 'date' }],
  defaultSort: NEWEST_FIRST,
});

/**
 * A server-paged admin list's search, filters, sort and page, kept in the URL
 * (useListParams), and the props its parts take from them: the search box, a filter's
 * select, the sort select, a sortable table's headers and the pages. One piece, so every
 * admin list filters, sorts and pages the same way.
 */
export function useServerList<Key extends string>(
  keys: readonly Key[],
  { sorts, defaultSort, sortChoices = sortOptions(sorts) }: ListOrder,
  /** What the list says while loading, on failure and on its page buttons. */
  texts: PagedTexts,
) {
  const { values, page, set, setPage } = useListParams<Key | 'sort'>([...keys, 'sort']);
  const sort = readSort(values.sort, sorts, defaultSort);
  const onSort = (next: string) => set('sort', next);
  return {
    values,
    page,
    sort,
    /** ListToolbar's search box over the `key` parameter. */
    search: (key: Key) => ({ q: values[key], onSearch: (q: string) => set(key, q) }),
    /** A select over the `key` parameter, showing `value` (the URL's, once checked). */
    filter: (key: Key, value: string) => ({
      value,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => set(key, event.target.value),
    }),
    /** The sort select's props (alone, or in ListToolbar). */
    sorting: { sort, sortOptions: sortChoices, onSort },
    /** A sortable table's headers. */
    tableSort: { sort, onSort },
    /** PagedResults' props besides the result. */
    pages: { ...texts, page, onPage: setPage },
  };
}

/** `raw` when it is one of `choices` (a filter's value read from the URL), else ''. */
export function oneOf<Choice extends string>(choices: readonly Choice[], raw: string): Choice | '' {
  return (choices as readonly string[]).includes(raw) ? (raw as Choice) : '';
}
