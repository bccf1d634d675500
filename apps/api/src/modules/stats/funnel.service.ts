import {
  DIRECT_SOURCE,
  FUNNEL_STAGES,
  wallTimeOf,
  zonedDayRange,
  type FunnelGrouping,
  type FunnelQuery,
  type FunnelRow,
} from '@tutoring/shared';
import { findFunnelLeads, type FunnelLead } from '../contact/lead-queries';
import { siteSettingsStore } from '../site-settings/site-settings.store';

/** How far along a status is: 0 before contacted, 3 for enrolled; closed and new are 0. */
const stageOf = (status: string | null | undefined) =>
  FUNNEL_STAGES.indexOf(status as (typeof FUNNEL_STAGES)[number]) + 1;

/** The furthest stage a lead ever reached: its history and its status now (older leads: only that). */
function furthestStage(lead: FunnelLead): number {
  const statuses = [lead.status, ...(lead.statusHistory ?? []).map((step) => step.status)];
  return Math.max(...statuses.map(stageOf));
}

function keyOf(lead: FunnelLead, by: FunnelGrouping, timeZone: string): string {
  if (by === 'course') return lead.course;
  if (by === 'month') return wallTimeOf(lead.createdAt, timeZone).date.slice(0, 7);
  return lead.source?.utmSource || DIRECT_SOURCE;
}

/** Months in time order; sources and courses by their leads, most first, then by name. */
function ordered(rows: FunnelRow[], by: FunnelGrouping): FunnelRow[] {
  return rows.sort((a, b) =>
    by === 'month' ? a.key.localeCompare(b.key) : b.leads - a.leads || a.key.localeCompare(b.key),
  );
}

/**
 * The funnel of the leads that arrived on days [from, to] of the institute's zone, spam left
 * out, grouped by source, course or month: each group's leads and how many of them reached
 * contacted, demo scheduled and enrolled, cumulative (an enrolled lead counts at every stage).
 * Read in one pass over a projection: an institute's leads are thousands, not millions.
 */
export async function leadFunnel({ from, to, by = 'source' }: FunnelQuery): Promise<FunnelRow[]> {
  const { timeZone } = await siteSettingsStore.get();
  const leads = await findFunnelLeads(zonedDayRange(from, to, timeZone));
  const rows = new Map<string, FunnelRow>();
  for (const lead of leads) {
    const key = keyOf(lead, by, timeZone);
    const row = rows.get(key) ?? { key, leads: 0, contacted: 0, demoScheduled: 0, enrolled: 0 };
    const stage = furthestStage(lead);
    row.leads += 1;
    row.contacted += stage >= 1 ? 1 : 0;
    row.demoScheduled += stage >= 2 ? 1 : 0;
    row.enrolled += stage >= 3 ? 1 : 0;
    rows.set(key, row);
  }
  return ordered([...rows.values()], by);
}
