import type { ReactNode } from 'react';
import type { ListView } from './view-toggle';

export interface CollectionColumn<TItem> {
  header: string;
  cell: (item: TItem) => ReactNode;
}

interface AdminCollectionProps<TItem extends { _id: string }> {
  items: TItem[];
  view: ListView;
  emptyText: string;
  /** The first column names the row (a row header); the last usually holds the actions. */
  columns: CollectionColumn<TItem>[];
  /** One grid card's content; the card's frame is drawn here. */
  renderCard: (item: TItem) => ReactNode;
}

/** An admin list shown as cards or as a table (the grid/table toggle of the admin screens). */
export function AdminCollection<TItem extends { _id: string }>({
  items,
  view,
  emptyText,
  columns,
  renderCard,
}: AdminCollectionProps<TItem>) {
  if (items.length === 0) return <p className="py-8 text-center text-muted">{emptyText}</p>;
  if (view === 'grid') {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
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
  const [nameColumn, ...otherColumns] = columns;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-surface text-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-4 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) => (
            <tr key={item._id}>
              <th scope="row" className="px-4 py-3 font-semibold text-foreground">
                {nameColumn?.cell(item)}
              </th>
              {otherColumns.map((column) => (
                <td key={column.header} className="px-4 py-3">
                  {column.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
