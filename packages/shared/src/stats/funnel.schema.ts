import { z } from 'zod';
import { blankMeansAbsent, calendarDate } from '../common/query-params';

/** How the funnel groups leads: by utm source, by course, or by the month they arrived. */
export const FUNNEL_GROUPINGS = ['source', 'course', 'month'] as const;

/** The stages after a lead arrives, in order: a lead counts at every stage up to its furthest. */
export const FUNNEL_STAGES = ['contacted', 'demo-scheduled', 'enrolled'] as const;

export const funnelEndpoint = { path: '/stats/funnel', itemKey: 'funnel' } as const;

/** GET /stats/funnel/export: the same query, the same rows, as an Excel file. */
export const FUNNEL_EXPORT_PATH = `${funnelEndpoint.path}/export`;

/** What staff call each grouping: the table's first heading and the export's. */
export const FUNNEL_GROUPING_LABELS = {
  source: 'Source',
  course: 'Course',
  month: 'Month',
} as const;

/** A funnel row's counts in stage order, with the headings the table, chart and export share. */
export const FUNNEL_COUNT_COLUMNS = [
  ['leads', 'Leads'],
  ['contacted', 'Contacted'],
  ['demoScheduled', 'Demo scheduled'],
  ['enrolled', 'Enrolled'],
] as const;

/** GET /stats/funnel: leads that arrived on days [from, to] of the institute's zone. */
export const funnelQuerySchema = z
  .strictObject({
    from: blankMeansAbsent(calendarDate).describe("First day (YYYY-MM-DD, institute's zone)."),
    to: blankMeansAbsent(calendarDate).describe("Last day (YYYY-MM-DD, institute's zone)."),
    by: blankMeansAbsent(
      z.enum(FUNNEL_GROUPINGS, { error: `By must be one of ${FUNNEL_GROUPINGS.join(', ')}.` }),
    ).default('source'),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: 'From must be on or before To.',
    path: ['to'],
  });

const count = z.number().int().nonnegative();

/**
 * One group: its leads (spam left out) and how many of them ever reached each stage, by the
 * furthest status they reached (closing one later does not hide it), cumulative.
 */
export const funnelRowSchema = z.object({
  key: z.string(),
  leads: count,
  contacted: count,
  demoScheduled: count,
  enrolled: count,
});

export const funnelAnswerSchema = z.object({ funnel: z.array(funnelRowSchema) });

export type FunnelQuery = z.output<typeof funnelQuerySchema>;
export type FunnelQueryInput = z.input<typeof funnelQuerySchema>;
export type FunnelRow = z.infer<typeof funnelRowSchema>;
export type FunnelGrouping = (typeof FUNNEL_GROUPINGS)[number];
