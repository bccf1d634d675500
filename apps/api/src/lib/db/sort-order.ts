import { sortFieldOf, type SortValue } from '@tutoring/shared';

/**
 * A list's `sort` value as a database sort: its field (under the name it is stored as, where
 * that differs), then _id in the same direction, so that pages never repeat or skip an item.
 */
export function sortOrder<Field extends string>(
  value: SortValue<Field>,
  storedAs: Partial<Record<Field, string>> = {},
): Record<string, 1 | -1> {
  const { field, direction } = sortFieldOf(value);
  return { [storedAs[field] ?? field]: direction, _id: direction };
}
