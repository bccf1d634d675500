import { NARROW_SCREEN, useMediaQuery } from '../../lib/use-media-query';
import { RowCards } from './row-cards';
import { SortableHeader } from './sortable-header';
import type { ResponsiveTableProps } from './table-columns';

export type { TableColumn } from './table-columns';

const CELL = 'px-3 py-2 align-top break-words';

/**
 * An admin list as a table that fits its box (columns wrap instead of scrolling sideways),
 * and below 768 px as one card per row with each column's name beside its value: a phone
 * never scrolls a list sideways. One of the two is rendered, so each control exists once.
 */
export function ResponsiveTable<Item>(props: ResponsiveTableProps<Item>) {
  const narrow = useMediaQuery(NARROW_SCREEN);
  if (narrow) return <RowCards {...props} />;
  const { label, items, rowKey, columns, sort, onSort } = props;
  const [nameColumn, ...otherColumns] = columns;
  return (
    <div className="max-w-full overflow-x-auto rounded-xl border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-surface text-foreground">
          <tr>
            {columns.map((column) => (
              <SortableHeader
                key={column.header}
                header={column.header}
                sortKey={column.sortKey}
                sort={sort}
                onSort={onSort}
                className={column.className}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={rowKey(item)} className="border-t border-border">
              <th scope="row" className={`${CELL} font-semibold text-foreground`}>
                {nameColumn?.cell(item)}
              </th>
              {otherColumns.map((column) => (
                <td key={column.header} className={`${CELL} ${column.className ?? ''}`}>
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
