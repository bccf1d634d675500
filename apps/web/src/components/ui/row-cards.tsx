import type { ResponsiveTableProps } from './table-columns';

/**
 * A table's rows as cards, for phones: the first column is the card's title, each other
 * column a name–value pair, and the actions column's buttons sit at the bottom.
 */
export function RowCards<Item>({ label, items, rowKey, columns }: ResponsiveTableProps<Item>) {
  const [nameColumn, ...otherColumns] = columns;
  const fields = otherColumns.filter((column) => !column.actions);
  const actions = otherColumns.filter((column) => column.actions);
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={rowKey(item)}
          className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-sm"
        >
          <div className="font-semibold break-words text-foreground">{nameColumn?.cell(item)}</div>
          <dl className="grid grid-cols-[minmax(5rem,auto)_1fr] gap-x-3 gap-y-2">
            {fields.map((column) => (
              <div key={column.header} className="contents">
                <dt className="text-muted">{column.header}</dt>
                <dd className="min-w-0 break-words text-foreground">{column.cell(item)}</dd>
              </div>
            ))}
          </dl>
          {actions.map((column) => (
            <div key={column.header} className="flex flex-wrap gap-2">
              {column.cell(item)}
            </div>
          ))}
        </li>
      ))}
    </ul>
  );
}
