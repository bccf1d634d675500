import type { ReactNode } from 'react';

interface DataTableProps {
  /** Names the table's scrolling box for screen readers. */
  label: string;
  headers: readonly string[];
  /** The table's least width (a Tailwind class): below it, the box scrolls sideways. */
  minWidthClass: string;
  /** The body's rows. */
  children: ReactNode;
}

/** A table that scrolls sideways inside its own box on phones; the page itself never does. */
export function DataTable({ label, headers, minWidthClass, children }: DataTableProps) {
  return (
    <div
      className="relative max-w-full overflow-x-auto rounded-xl border border-border"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={`w-full ${minWidthClass} text-left text-sm`}>
        <thead className="bg-surface text-foreground">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
