import type { CollectionFacts } from '@tutoring/shared';
import type { SortField } from './list-sort';

/** A field's value by its dotted path ('price.hourly', 'instructor.name'); undefined if absent. */
function valueAt(item: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      item,
    );
}

/** A value as the search box reads it: a list's entries one after another, nothing for none. */
const searchable = (value: unknown): string =>
  Array.isArray(value) ? value.join(' ') : value === undefined || value === null ? '' : `${value}`;

/**
 * An admin list's sorts, default sort and search, from the collection's `admin` facts and its
 * field labels. A number a row lacks (a course without an hourly price) sorts as the largest.
 */
export function adminListOf<Item>(collection: Pick<CollectionFacts, 'labels' | 'admin'>) {
  const { admin, labels } = collection;
  if (!admin) throw new Error(`The ${labels.plural} have no admin list facts.`);
  const fields: SortField<Item>[] = Object.entries(admin.sorts).map(([field, kind]) => ({
    key: field,
    label: labels.fields?.[field] ?? field,
    kind,
    value: (item: Item) => {
      const value = valueAt(item, field);
      if (kind === 'number') return typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER;
      return searchable(value);
    },
  }));
  return {
    fields,
    defaultSort: admin.defaultSort,
    searchText: (item: Item) =>
      admin.searchFields.map((field) => searchable(valueAt(item, field))).join(' '),
  };
}
