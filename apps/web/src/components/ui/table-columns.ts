import type { ReactNode } from 'react';

export interface TableColumn<Item> {
  header: string;
  cell: (item: Item) => ReactNode;
  /** The sort key its header sorts by, when the list can be sorted by this column. */
  sortKey?: string;
  /** Width and wrapping of the column's cells (Tailwind classes). */
  className?: string;
  /** An actions column: in a card its buttons sit at the bottom, without a label. */
  actions?: boolean;
}

export interface ResponsiveTableProps<Item> {
  /** Names the table (its caption, read by screen readers) and the cards' list. */
  label: string;
  items: readonly Item[];
  rowKey: (item: Item) => string;
  /** The first column names the row: its cell is the row header, and a card's title. */
  columns: readonly TableColumn<Item>[];
  /** The list's sort (`title`, `-createdAt`), shown on its column and changed there. */
  sort?: string;
  onSort?: (sort: string) => void;
}
