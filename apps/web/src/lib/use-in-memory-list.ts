import { inMemoryPage } from './in-memory-list';
import { readSort, sortOptions, type SortField } from './list-sort';
import { useListParams } from './use-list-params';

/** What a list's frame says: its search box, and its pages (SearchableList). */
export interface ListTexts {
  /** Names the search landmark and the search box: 'Search courses'. */
  searchLabel: string;
  /** What the search matches, shown under the box: 'Title, exam type or instructor'. */
  searchHint: string;
  /**
   * Said when a search matches nothing: 'No resources match this search.' (absent: the list
   * says it in its own place).
   */
  noMatch?: string;
  /** The pagination's name and what it counts: 'Resource pages', ['resource', 'resources']. */
  pagesLabel: string;
  noun: readonly [one: string, many: string];
}

export interface InMemoryListSpec<Item> {
  texts: ListTexts;
  fields: readonly SortField<Item>[];
  /** The order before anyone picks one: '' keeps the order the server gives. */
  defaultSort: string;
  /** The text the search box is matched against. */
  searchText: (item: Item) => string;
}

const LIST_KEYS = ['q', 'sort'] as const;

/**
 * A list loaded whole (courses, resources, team, testimonies) searched, sorted and paged in
 * the browser, with the search, sort and page in the URL like the lead list's filters.
 */
export function useInMemoryList<Item>(items: readonly Item[], spec: InMemoryListSpec<Item>) {
  const { values, page, set, setPage } = useListParams(LIST_KEYS);
  const sort = readSort(values.sort, spec.fields, spec.defaultSort);
  const shown = inMemoryPage(items, { ...spec, q: values.q, sort, page });
  return {
    items: shown.items,
    sort,
    setSort: (next: string) => set('sort', next),
    toolbar: {
      q: values.q,
      onSearch: (q: string) => set('q', q),
      sort,
      sortOptions: sortOptions(spec.fields),
      onSort: (next: string) => set('sort', next),
    },
    pagination: { page, limit: shown.pageSize, total: shown.total, onPage: setPage },
    /** Whether a search hides some items (the empty text then says so). */
    searching: values.q.trim() !== '',
    texts: spec.texts,
  };
}
