import type { DashboardStats } from '@tutoring/shared';
import { countLeads, countOverdueLeads } from '../contact/lead-queries';
import { countCoursesV1 } from '../courses-v1/course-queries';
import { countCoursesV2 } from '../courses-v2/course-queries';
import { resourceStore } from '../resources/resources.store';
import { countTeamMembers } from '../team/team-queries';
import { testimonyStore } from '../testimonies/testimonies.store';
import { countAccounts } from '../users/account-queries';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

type Counters = Record<keyof DashboardStats, () => Promise<number>>;
/** Parents' requests are admins' business: an editor's dashboard counts none of them. */
const LEAD_FIGURES: readonly (keyof DashboardStats)[] = [
  'contactMessages',
  'contactMessagesThisWeek',
  'spamContactMessages',
  'newContactMessages',
  'overdueContactMessages',
];

/** How each figure of the shared stats schema is counted; the type asks for every key. */
function counters(now: Date): Counters {
  return {
    coursesV1: () => countCoursesV1(),
    coursesV2: () => countCoursesV2(),
    publishedCoursesV2: () => countCoursesV2({ status: 'published' }),
    resources: () => resourceStore.count(),
    teamMembers: () => countTeamMembers(),
    testimonies: () => testimonyStore.count(),
    users: () => countAccounts(),
    contactMessages: () => countLeads({ status: 'not-spam' }),
    contactMessagesThisWeek: () =>
      countLeads({ status: 'not-spam', arrivedSince: new Date(now.getTime() - WEEK_MS) }),
    spamContactMessages: () => countLeads({ status: 'spam' }),
    // Spam has a status of its own, so it is never counted among the new leads.
    newContactMessages: () => countLeads({ status: 'new' }),
    overdueContactMessages: () => countOverdueLeads(now),
  };
}

/**
 * Real counts for the admin dashboard (the spec's were hard-coded), counted side by side;
 * the lead figures only `withLeads` (for admins).
 */
export async function dashboardStats(
  { withLeads }: { withLeads: boolean },
  now: Date = new Date(),
): Promise<DashboardStats> {
  const figures = Object.entries(counters(now)).filter(
    ([key]) => withLeads || !LEAD_FIGURES.includes(key as keyof DashboardStats),
  );
  const counted = figures.map(async ([key, count]) => [key, await count()]);
  return Object.fromEntries(await Promise.all(counted)) as DashboardStats;
}
