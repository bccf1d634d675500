/**
 * How an admin list can be sorted. A sort is written as the field's key, ascending, or the
 * key after a minus, descending (`title`, `-createdAt`): the URL's `sort` and the API's.
 */
export interface SortField<Item> {
  key: string;
  /** The column's name: 'Title', 'Price'. */
  label: string;
  /** Says how the two directions read: A to Z, low to high, newest first. */
  kind: 'text' | 'number' | 'date';
  /** What an in-memory list compares; server-sorted lists leave it out. */
  value?: (item: Item) => string | number;
}

export interface SortOption {
  value: string;
  label: string;
}

/** The order of a list by date the API gives when asked for none. */
export const NEWEST_FIRST = '-createdAt';

const DIRECTION_WORDS = {
  text: ['A to Z', 'Z to A'],
  number: ['low to high', 'high to low'],
  date: ['oldest first', 'newest first'],
} as const;

/** Both directions of every field, as the sort select offers them (dates newest first). */
export function sortOptions<Item>(fields: readonly SortField<Item>[]): SortOption[] {
  return fields.flatMap(({ key, label, kind }) => {
    const [ascending, descending] = DIRECTION_WORDS[kind];
    const up = { value: key, label: `${label}, ${ascending}` };
    const down = { value: `-${key}`, label: `${label}, ${descending}` };
    return kind === 'date' ? [down, up] : [up, down];
  });
}

/** The sort the URL asks for when it is one of `fields`' (either direction), else `fallback`. */
export function readSort<Item>(
  raw: string,
  fields: readonly SortField<Item>[],
  fallback: string,
): string {
  const key = raw.replace(/^-/, '');
  return fields.some((field) => field.key === key) ? raw : fallback;
}

/** Splits `-title` into the field's key and whether it runs descending. */
export function parseSort(sort: string): { key: string; descending: boolean } {
  return sort.startsWith('-')
    ? { key: sort.slice(1), descending: true }
    : { key: sort, descending: false };
}
