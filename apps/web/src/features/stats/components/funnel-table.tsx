import { FUNNEL_COUNT_COLUMNS, type FunnelRow } from '@tutoring/shared';

interface FunnelTableProps {
  id: string;
  rows: FunnelRow[];
  /** The grouping's heading: 'Source', 'Course' or 'Month'. */
  grouping: string;
}

/** The funnel's figures as a table a screen reader reads row by row: the chart's text too. */
export function FunnelTable({ id, rows, grouping }: FunnelTableProps) {
  return (
    // Scrolls sideways on a phone, so it takes focus: a keyboard can scroll it too.
    <div
      role="region"
      aria-label="Lead funnel table"
      tabIndex={0}
      className="min-w-0 overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <table id={id} className="w-full text-left text-sm text-foreground">
        <caption className="sr-only">
          Leads by {grouping.toLowerCase()} and how far they got
        </caption>
        <thead>
          <tr>
            <th scope="col" className="p-2">
              {grouping}
            </th>
            {FUNNEL_COUNT_COLUMNS.map(([, label]) => (
              <th key={label} scope="col" className="p-2 text-right">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="p-2 font-medium">
                {row.key}
              </th>
              {FUNNEL_COUNT_COLUMNS.map(([field]) => (
                <td key={field} className="p-2 text-right tabular-nums">
                  {row[field]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
