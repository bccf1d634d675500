import { useId, useState } from 'react';
import type { FunnelGrouping } from '@tutoring/shared';
import { useFunnel, type FunnelFilters } from '../api/get-funnel';

const GROUPINGS: { value: FunnelGrouping; label: string }[] = [
  { value: 'source', label: 'Source' },
  { value: 'course', label: 'Course' },
  { value: 'month', label: 'Month' },
];

const STAGES = [
  ['leads', 'Leads'],
  ['contacted', 'Contacted'],
  ['demoScheduled', 'Demo scheduled'],
  ['enrolled', 'Enrolled'],
] as const;

const CONTROL = 'min-h-11 rounded-lg border border-muted bg-background px-3 text-foreground';

/**
 * How many leads of a period reached each stage, by source, course or month (the furthest
 * status each ever reached; spam left out), as a table a screen reader reads row by row.
 */
export function LeadFunnel() {
  const [filters, setFilters] = useState<FunnelFilters>({ by: 'source', from: '', to: '' });
  const funnel = useFunnel(filters);
  const ids = { by: useId(), from: useId(), to: useId() };
  const set = (key: keyof FunnelFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  const grouping = GROUPINGS.find((option) => option.value === filters.by)!.label;
  return (
    <section aria-labelledby="lead-funnel" className="flex flex-col gap-4">
      <h2 id="lead-funnel" className="text-xl font-semibold text-foreground">
        Lead funnel
      </h2>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label htmlFor={ids.by} className="flex flex-col gap-1 font-medium text-foreground">
          Group by
          <select id={ids.by} value={filters.by} onChange={set('by')} className={CONTROL}>
            {GROUPINGS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.from} className="flex flex-col gap-1 font-medium text-foreground">
          From
          <input
            id={ids.from}
            type="date"
            value={filters.from}
            onChange={set('from')}
            className={CONTROL}
          />
        </label>
        <label htmlFor={ids.to} className="flex flex-col gap-1 font-medium text-foreground">
          To
          <input
            id={ids.to}
            type="date"
            value={filters.to}
            onChange={set('to')}
            className={CONTROL}
          />
        </label>
      </div>
      {funnel.isError && <p className="text-sm text-error">The funnel could not be loaded.</p>}
      {funnel.data && funnel.data.length === 0 && (
        <p className="text-sm text-muted">No leads in this period.</p>
      )}
      {funnel.data && funnel.data.length > 0 && (
        // Scrolls sideways on a phone, so it takes focus: a keyboard can scroll it too.
        <div
          role="region"
          aria-label="Lead funnel table"
          tabIndex={0}
          className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <table className="w-full text-left text-sm text-foreground">
            <caption className="sr-only">
              Leads by {grouping.toLowerCase()} and how far they got
            </caption>
            <thead>
              <tr>
                <th scope="col" className="p-2">
                  {grouping}
                </th>
                {STAGES.map(([, label]) => (
                  <th key={label} scope="col" className="p-2 text-right">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {funnel.data.map((row) => (
                <tr key={row.key} className="border-t border-border">
                  <th scope="row" className="p-2 font-medium">
                    {row.key}
                  </th>
                  {STAGES.map(([field]) => (
                    <td key={field} className="p-2 text-right tabular-nums">
                      {row[field]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
