import { LEAD_OVERDUE_HOURS, type DashboardStats } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { ContactMessageModel } from '../contact/contact.model';
import { CourseModel } from '../courses-v1/courses-v1.model';
import { CourseV2Model } from '../courses-v2/courses-v2.model';
import { ResourceModel } from '../resources/resources.model';
import { TeamMemberModel } from '../team/team.model';
import { TestimonyModel } from '../testimonies/testimonies.model';
import { UserModel } from '../users/user.model';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/** Every lead but those held as spam: what the lead list shows unfiltered. */
const NOT_SPAM = () => ({ status: trusted({ $ne: 'spam' }) });

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
    coursesV1: () => CourseModel.countDocuments(),
    coursesV2: () => CourseV2Model.countDocuments(),
    publishedCoursesV2: () => CourseV2Model.countDocuments({ status: 'published' }),
    resources: () => ResourceModel.countDocuments(),
    teamMembers: () => TeamMemberModel.countDocuments(),
    testimonies: () => TestimonyModel.countDocuments(),
    users: () => UserModel.countDocuments(),
    // sanitizeFilter would neutralise the operators; these are built here, not from input.
    contactMessages: () => ContactMessageModel.countDocuments(NOT_SPAM()),
    contactMessagesThisWeek: () =>
      ContactMessageModel.countDocuments({
        ...NOT_SPAM(),
        createdAt: trusted({ $gte: new Date(now.getTime() - WEEK_MS) }),
      }),
    spamContactMessages: () => ContactMessageModel.countDocuments({ status: 'spam' }),
    // Spam has a status of its own, so it is never counted among the new leads.
    newContactMessages: () => ContactMessageModel.countDocuments({ status: 'new' }),
    overdueContactMessages: () =>
      ContactMessageModel.countDocuments({
        status: 'new',
        createdAt: trusted({ $lt: new Date(now.getTime() - LEAD_OVERDUE_HOURS * HOUR_MS) }),
      }),
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
