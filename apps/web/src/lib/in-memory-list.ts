import { parseSort, type SortField } from './list-sort';

/** The lists staff keep small enough to load whole are searched, sorted and paged here. */
export const IN_MEMORY_PAGE_SIZE = 24;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export interface InMemoryQuery<Item> {
  /** What the search box holds; matched against `searchText` of each item, any case. */
  q: string;
  searchText: (item: Item) => string;
  sort: string;
  fields: readonly SortField<Item>[];
  page: number;
  pageSize?: number;
}

/** One page of the items that match the search, in the order asked for, and how many match. */
export function inMemoryPage<Item>(items: readonly Item[], query: InMemoryQuery<Item>) {
  const { q, searchText, sort, fields, page, pageSize = IN_MEMORY_PAGE_SIZE } = query;
  const needle = q.trim().toLocaleLowerCase();
  const matching = needle
    ? items.filter((item) => searchText(item).toLocaleLowerCase().includes(needle))
    : [...items];
  const { key, descending } = parseSort(sort);
  const value = fields.find((field) => field.key === key)?.value;
  if (value) {
    // Array.prototype.sort is stable: equal items keep the order staff gave them.
    matching.sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(`${x}`, `${y}`);
      return descending ? -order : order;
    });
  }
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const start = (Math.min(page, pages) - 1) * pageSize;
  return { items: matching.slice(start, start + pageSize), total: matching.length, pageSize };
}
