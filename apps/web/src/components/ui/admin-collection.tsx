import type { ReactNode } from 'react';
import { ResponsiveTable } from './responsive-table';
import type { TableColumn } from './table-columns';
import type { ListView } from './view-toggle';

export type CollectionColumn<TItem> = TableColumn<TItem>;

interface AdminCollectionProps<TItem extends { _id: string }> {
  items: readonly TItem[];
  view: ListView;
  emptyText: string;
  /** The first column names the row (a row header); the last usually holds the actions. */
  columns: CollectionColumn<TItem>[];
  /** One grid card's content; the card's frame is drawn here. */
  renderCard: (item: TItem) => ReactNode;
  /** What the table calls itself for screen readers: 'Courses'. */
  label: string;
  sort?: string;
  onSort?: (sort: string) => void;
}

/** An admin list shown as cards or as a table (the grid/table toggle of the admin screens). */
export function AdminCollection<TItem extends { _id: string }>({
  items,
  view,
  emptyText,
  columns,
  renderCard,
  label,
  sort,
  onSort,
}: AdminCollectionProps<TItem>) {
  if (items.length === 0) return <p className="py-8 text-center text-muted">{emptyText}</p>;
  if (view === 'grid') {
    return (
      <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li
            key={item._id}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
          >
            {renderCard(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ResponsiveTable
      label={label}
      items={items}
      rowKey={(item) => item._id}
      columns={columns}
      {...(sort !== undefined ? { sort } : {})}
      {...(onSort ? { onSort } : {})}
    />
  );
}
