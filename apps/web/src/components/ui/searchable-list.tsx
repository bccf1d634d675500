import type { ReactNode } from 'react';
import type { SortOption } from '../../lib/list-sort';
import type { ListTexts } from '../../lib/use-in-memory-list';
import { ListToolbar } from './list-toolbar';
import { Pagination } from './pagination';

/** What useInMemoryList gives a list's frame. */
interface ListState {
  toolbar: {
    q: string;
    onSearch: (q: string) => void;
    sort: string;
    sortOptions: readonly SortOption[];
    onSort: (sort: string) => void;
  };
  pagination: { page: number; limit: number; total: number; onPage: (page: number) => void };
  searching: boolean;
  texts: ListTexts;
}

interface SearchableListProps {
  list: ListState;
  /** How many items there are before the search: with none, the list's own empty text shows. */
  count: number;
  /** The page of items, as the screen draws them. */
  children: ReactNode;
}

/** An admin list's frame: search and sort above it, the page buttons below. */
export function SearchableList(props: SearchableListProps) {
  const { list, count, children } = props;
  const { searchLabel, searchHint, noMatch, pagesLabel, noun } = list.texts;
  if (count === 0) return children;
  return (
    <>
      <ListToolbar searchLabel={searchLabel} searchHint={searchHint} {...list.toolbar} />
      {noMatch && list.searching && list.pagination.total === 0 && (
        <p className="text-muted">{noMatch}</p>
      )}
      {children}
      <Pagination label={pagesLabel} noun={noun} {...list.pagination} />
    </>
  );
}
