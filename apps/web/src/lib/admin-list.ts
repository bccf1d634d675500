import { sentenceCase, type CollectionFacts } from '@tutoring/shared';
import type { SortField } from './list-sort';
import type { InMemoryListSpec, ListTexts } from './use-in-memory-list';

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

/** 'Title, category or type': the search fields by their labels, when the facts give no hint. */
function searchHintOf({ labels, admin }: Pick<CollectionFacts, 'labels' | 'admin'>): string {
  const names = (admin?.searchFields ?? []).map((field) => labels.fields?.[field] ?? field);
  const words = names.map((name, index) => (index === 0 ? name : name.toLowerCase()));
  const last = words.pop() ?? '';
  return words.length > 0 ? `${words.join(', ')} or ${last}` : last;
}

/** An admin list's search and page texts, from the labels: 'Search testimonies', 'Testimony pages'. */
function listTextsOf(collection: Pick<CollectionFacts, 'labels' | 'admin'>): ListTexts {
  const { singular, plural, screen } = collection.labels;
  return {
    searchLabel: `Search ${plural}`,
    searchHint: collection.admin?.searchHint ?? searchHintOf(collection),
    noMatch: `No ${plural} match this search.`,
    pagesLabel: screen?.pagesLabel ?? `${sentenceCase(singular)} pages`,
    noun: screen?.counted ?? [singular, plural],
  };
}

/** A collection's whole admin list spec (texts, sorts, search), from its facts alone. */
export function adminListSpecOf<Item>(
  collection: Pick<CollectionFacts, 'labels' | 'admin'>,
): InMemoryListSpec<Item> {
  return { texts: listTextsOf(collection), ...adminListOf<Item>(collection) };
}
