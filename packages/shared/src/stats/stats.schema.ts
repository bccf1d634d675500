import { z } from 'zod';

const count = z.number().int().nonnegative();

/** The admin dashboard's figures (GET /stats), live counts from the database. */
export const dashboardStatsSchema = z.object({
  coursesV1: count,
  coursesV2: count,
  publishedCoursesV2: count,
  resources: count,
  teamMembers: count,
  testimonies: count,
  users: count,
  /**
   * The lead figures are admins' only: an editor's dashboard carries none of them. Leads held
   * as spam are counted apart, never among the others, so the cards agree with the lead list.
   */
  contactMessages: count.optional(),
  contactMessagesThisWeek: count.optional(),
  spamContactMessages: count.optional(),
  /** Leads nobody has handled yet (status new; spam has a status of its own, so never here). */
  newContactMessages: count.optional(),
  /** Leads still new a day after they arrived (LEAD_OVERDUE_HOURS). */
  overdueContactMessages: count.optional(),
});

export const statsAnswerSchema = z.object({ stats: dashboardStatsSchema });

export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
