import type { ReactNode } from 'react';
import type { SortOption } from '../../lib/list-sort';
import { SortSelect } from './sort-select';
import { DebouncedField } from './debounced-field';

interface ListToolbarProps {
  /** Names the search landmark and the search box: 'Search courses'. */
  searchLabel: string;
  /** What the search matches, shown under the box: 'Title, exam type or instructor'. */
  searchHint: string;
  q: string;
  onSearch: (q: string) => void;
  sort: string;
  sortOptions: readonly SortOption[];
  onSort: (sort: string) => void;
  /** More filters of this list, laid out with the search and the sort. */
  children?: ReactNode;
}

/**
 * The search box and sort order above an admin list. Typing asks once the typist pauses;
 * the sort is a select so that it works the same in the table, the cards and the grid.
 */
export function ListToolbar({
  searchLabel,
  searchHint,
  q,
  onSearch,
  sort,
  sortOptions,
  onSort,
  children,
}: ListToolbarProps) {
  return (
    <form
      role="search"
      aria-label={searchLabel}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <DebouncedField
        label={searchLabel}
        type="search"
        hint={searchHint}
        value={q}
        onSettled={onSearch}
      />
      <SortSelect sort={sort} sortOptions={sortOptions} onSort={onSort} />
      {children}
    </form>
  );
}
