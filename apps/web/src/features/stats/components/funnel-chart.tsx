import { FUNNEL_COUNT_COLUMNS, type FunnelRow } from '@tutoring/shared';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ThemeColors } from '../../../config/theme-palettes';

/**
 * A colour of the chosen theme (SVG attributes take no Tailwind class), by the custom
 * property names of config/theme-css.ts. Written here rather than imported: that module is
 * part of the public entry, and sharing it with this chunk made the entry export it.
 */
const colour = (name: keyof ThemeColors) =>
  `var(--theme-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)})`;

/** One theme colour per stage, so the chart follows the chosen theme. */
const STAGE_COLOURS = [colour('primary'), colour('secondary'), colour('accent'), colour('success')];
const TEXT = { fill: colour('text'), fontSize: 12 };

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
        <CartesianGrid stroke={colour('border')} vertical={false} />
        <XAxis dataKey="key" tick={TEXT} stroke={colour('mutedText')} />
        <YAxis allowDecimals={false} tick={TEXT} stroke={colour('mutedText')} width={32} />
        <Tooltip
          cursor={{ fill: colour('surface') }}
          contentStyle={{
            background: colour('background'),
            borderColor: colour('border'),
            color: colour('text'),
          }}
        />
        <Legend itemSorter={null} wrapperStyle={{ color: colour('text'), fontSize: 12 }} />
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
