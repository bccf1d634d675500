import { teamMemberInputSchema, type TeamMember, type TeamMemberInput } from '@tutoring/shared';
import { notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { discardStoredFiles } from '../files/inline-image';
import { resolveImages } from './team-images';
import { TeamMemberModel, toTeamMember } from './team.model';

/** All members, oldest first: the order the admin added them in. */
export async function listTeamMembers(): Promise<TeamMember[]> {
  const records = await TeamMemberModel.find().sort({ createdAt: 1, _id: 1 }).lean();
  return records.map(toTeamMember);
}

/**
 * Validates and stores one member (the router's POST and the demo seed). Untrusted input is
 * fine: it is parsed with the shared schema here (400 with details).
 */
export async function createTeamMember(
  input: TeamMemberInput,
  uploadedBy?: string,
): Promise<TeamMember> {
  const { data, storedUrls } = await resolveImages(
    parseInput(teamMemberInputSchema, input),
    uploadedBy,
  );
  try {
    const created = await TeamMemberModel.create(data);
    return toTeamMember(created.toObject());
  } catch (error) {
    await discardStoredFiles(storedUrls);
    throw error;
  }
}

/** Full replace: every field takes the new value or its default. */
export async function replaceTeamMember(
  id: string,
  input: TeamMemberInput,
  uploadedBy?: string,
): Promise<TeamMember> {
  const memberId = parseId(id, 'Team member');
  const parsed = parseInput(teamMemberInputSchema, input);
  if (!(await TeamMemberModel.exists({ _id: memberId }))) throw notFound('Team member');
  const { data, storedUrls } = await resolveImages(parsed, uploadedBy);
  const updated = await TeamMemberModel.findByIdAndUpdate(memberId, data, {
    new: true,
    runValidators: true,
  })
    .lean()
    .catch(async (error: unknown) => {
      await discardStoredFiles(storedUrls);
      throw error;
    });
  if (!updated) {
    // Deleted by someone else while the images were being stored.
    await discardStoredFiles(storedUrls);
    throw notFound('Team member');
  }
  return toTeamMember(updated);
}

export async function deleteTeamMember(id: string): Promise<void> {
  const deleted = await TeamMemberModel.findByIdAndDelete(parseId(id, 'Team member')).lean();
  if (!deleted) throw notFound('Team member');
}
