import { FUNNEL_COUNT_COLUMNS, type FunnelRow } from '@tutoring/shared';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

/** One theme colour per stage, so the chart follows the chosen theme and its contrast. */
const STAGE_COLOURS = [
  'var(--color-primary)',
  'var(--color-secondary)',
  'var(--color-accent)',
  'var(--color-success)',
];
const TEXT = { fill: 'var(--color-foreground)', fontSize: 12 };

/**
 * The funnel as grouped bars (a group per source, course or month; a bar per stage). Loaded
 * on its own (recharts weighs more than the rest of the dashboard) and shown to eyes only:
 * its label sends screen readers to the table beside it, which holds the same figures.
 */
export default function FunnelChart({ rows, tableId }: { rows: FunnelRow[]; tableId: string }) {
  return (
    <div
      role="img"
      aria-label="Lead funnel chart: the table 'Lead funnel table' gives the same figures."
      aria-describedby={tableId}
      className="h-72 w-full min-w-0"
    >
      <BarChart
        data={rows}
        responsive
        style={{ width: '100%', height: '100%' }}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
      >
        <CartesianGrid stroke="var(--color-border)" vertical={false} />
        <XAxis dataKey="key" tick={TEXT} stroke="var(--color-muted)" />
        <YAxis allowDecimals={false} tick={TEXT} stroke="var(--color-muted)" width={32} />
        <Tooltip
          cursor={{ fill: 'var(--color-surface)' }}
          contentStyle={{
            background: 'var(--color-background)',
            borderColor: 'var(--color-border)',
            color: 'var(--color-foreground)',
          }}
        />
        <Legend wrapperStyle={{ color: 'var(--color-foreground)', fontSize: 12 }} />
        {FUNNEL_COUNT_COLUMNS.map(([field, label], index) => (
          <Bar
            key={field}
            dataKey={field}
            name={label}
            fill={STAGE_COLOURS[index]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </div>
  );
}
