import { Download } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { FUNNEL_GROUPINGS, FUNNEL_GROUPING_LABELS } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { HeadedSection } from '../../../components/ui/headed-section';
import { Spinner } from '../../../components/ui/spinner';
import { useExportFunnel } from '../api/export-funnel';
import { useFunnel, type FunnelFilters } from '../api/get-funnel';
import { periodBounds } from '../../../lib/period-bounds';
import { FunnelTable } from './funnel-table';

// recharts is the dashboard's heaviest part: fetched only when there are figures to draw.
const FunnelChart = lazy(() => import('./funnel-chart'));

const CONTROL = 'min-h-11 rounded-lg border border-muted bg-background px-3 text-foreground';
const LABEL = 'flex flex-col gap-1 font-medium text-foreground';

/**
 * How many leads of a period reached each stage, by source, course or month (the furthest
 * status each ever reached; spam left out): a chart beside a table with the same figures,
 * and the same funnel as an Excel file.
 */
export function LeadFunnel() {
  const [filters, setFilters] = useState<FunnelFilters>({ by: 'source', from: '', to: '' });
  const funnel = useFunnel(filters);
  const exporter = useExportFunnel();
  const ids = { by: useId(), from: useId(), to: useId(), table: useId() };
  const set = (key: keyof FunnelFilters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [key]: event.target.value }));
  const grouping = FUNNEL_GROUPING_LABELS[filters.by];
  const period = periodBounds(filters.from, filters.to);
  return (
    <HeadedSection id="lead-funnel" title="Lead funnel" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label htmlFor={ids.by} className={LABEL}>
          Group by
          <select id={ids.by} value={filters.by} onChange={set('by')} className={CONTROL}>
            {FUNNEL_GROUPINGS.map((value) => (
              <option key={value} value={value}>
                {FUNNEL_GROUPING_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.from} className={LABEL}>
          From
          <input id={ids.from} {...period.from} onChange={set('from')} className={CONTROL} />
        </label>
        <label htmlFor={ids.to} className={LABEL}>
          To
          <input id={ids.to} {...period.to} onChange={set('to')} className={CONTROL} />
        </label>
        <Button
          variant="outline"
          onClick={() => exporter.mutate(filters)}
          disabled={exporter.isPending}
        >
          <Download aria-hidden="true" className="size-4" />
          {exporter.isPending ? 'Exporting...' : 'Export funnel to Excel'}
        </Button>
      </div>
      {exporter.isError && <Alert>The funnel could not be exported. Please try again.</Alert>}
      {exporter.isSuccess && <Alert tone="info">Downloaded {exporter.data}.</Alert>}
      {funnel.isError && <p className="text-sm text-error">The funnel could not be loaded.</p>}
      {funnel.data && funnel.data.length === 0 && (
        <p className="text-sm text-muted">No leads in this period.</p>
      )}
      {funnel.data && funnel.data.length > 0 && (
        <div className="grid min-w-0 gap-6 lg:grid-cols-2">
          <Suspense fallback={<Spinner label="Loading the chart…" className="h-72" />}>
            <FunnelChart rows={funnel.data} tableId={ids.table} />
          </Suspense>
          <FunnelTable id={ids.table} rows={funnel.data} grouping={grouping} />
        </div>
      )}
    </HeadedSection>
  );
}
