import { TeamMemberModel } from './team.model';
import { teamMemberStore } from './team.store';

/** What other modules read of a team member: who they are and how a class reaches them. */
export interface TeamMemberContact {
  _id: string;
  name: string;
  /** '' when they have none. */
  email: string;
  meetingLink: string;
}

/** Whether a team member has this id. */
export async function teamMemberExists(id: unknown): Promise<boolean> {
  return (await TeamMemberModel.exists({ _id: id })) !== null;
}

/** A team member's name and contacts, or undefined when there is none with that id. */
export async function findTeamMember(id: unknown): Promise<TeamMemberContact | undefined> {
  const member = await TeamMemberModel.findById(id).select('name email meetingLink').lean();
  if (!member) return undefined;
  return {
    _id: String(member._id),
    name: String(member.name),
    email: String(member.email ?? ''),
    meetingLink: String(member.meetingLink ?? ''),
  };
}

/** Every team member's name by id (a tutor is a team member with hours). */
export async function teamMemberNames(): Promise<Map<string, string>> {
  const members = await TeamMemberModel.find().select('name').lean();
  return new Map(members.map((member) => [String(member._id), String(member.name)]));
}

export const countTeamMembers = () => teamMemberStore.count();
