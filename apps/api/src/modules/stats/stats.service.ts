import { trusted } from 'mongoose';
import { CourseModel } from '../courses-v1/courses-v1.model';
import { CourseV2Model } from '../courses-v2/courses-v2.model';
import { ContactMessageModel } from '../contact/contact.model';
import { ResourceModel } from '../resources/resources.model';
import { TeamMemberModel } from '../team/team.model';
import { TestimonyModel } from '../testimonies/testimonies.model';
import { UserModel } from '../users/user.model';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface DashboardStats {
  coursesV1: number;
  coursesV2: number;
  publishedCoursesV2: number;
  resources: number;
  teamMembers: number;
  testimonies: number;
  users: number;
  contactMessages: number;
  contactMessagesThisWeek: number;
  /** Leads nobody has handled yet (status new; spam has a status of its own, so never here). */
  newContactMessages: number;
}

/** Real counts for the admin dashboard (the spec's were hard-coded). */
export async function dashboardStats(now: Date = new Date()): Promise<DashboardStats> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [
    coursesV1,
    coursesV2,
    publishedCoursesV2,
    resources,
    teamMembers,
    testimonies,
    users,
    contactMessages,
    contactMessagesThisWeek,
    newContactMessages,
  ] = await Promise.all([
    CourseModel.countDocuments(),
    CourseV2Model.countDocuments(),
    CourseV2Model.countDocuments({ status: 'published' }),
    ResourceModel.countDocuments(),
    TeamMemberModel.countDocuments(),
    TestimonyModel.countDocuments(),
    UserModel.countDocuments(),
    ContactMessageModel.countDocuments(),
    // sanitizeFilter would neutralise the operator; this one is built here, not from input.
    ContactMessageModel.countDocuments({ createdAt: trusted({ $gte: weekAgo }) }),
    ContactMessageModel.countDocuments({ status: 'new' }),
  ]);
  return {
    coursesV1,
    coursesV2,
    publishedCoursesV2,
    resources,
    teamMembers,
    testimonies,
    users,
    contactMessages,
    contactMessagesThisWeek,
    newContactMessages,
  };
}
