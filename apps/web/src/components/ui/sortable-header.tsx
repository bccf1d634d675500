import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { parseSort } from '../../lib/list-sort';

interface SortableHeaderProps {
  header: string;
  /** The column's sort key; without one (or without onSort) the header is plain text. */
  sortKey?: string | undefined;
  sort?: string | undefined;
  onSort?: ((sort: string) => void) | undefined;
  className?: string | undefined;
}

/**
 * A column header that sorts the list by its column: pressed once ascending, again
 * descending. aria-sort tells screen readers which column the rows are sorted by.
 */
export function SortableHeader({ header, sortKey, sort, onSort, className }: SortableHeaderProps) {
  const base = `px-3 py-2 font-semibold ${className ?? ''}`;
  if (!sortKey || !onSort) {
    return (
      <th scope="col" className={base}>
        {header}
      </th>
    );
  }
  const current = sort ? parseSort(sort) : undefined;
  const active = current?.key === sortKey;
  const descending = active && current.descending;
  const Icon = !active ? ArrowUpDown : descending ? ArrowDown : ArrowUp;
  return (
    <th
      scope="col"
      className={base}
      aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1 rounded text-left font-semibold hover:underline"
        onClick={() => onSort(active && !descending ? `-${sortKey}` : sortKey)}
      >
        {header}
        <Icon aria-hidden="true" className={`size-4 ${active ? '' : 'opacity-50'}`} />
      </button>
    </th>
  );
}
