import { teamMemberCollection, type TeamMember, type TeamMemberInput } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload-file';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const team = checkedCollectionClient(teamMemberCollection);

/** Stores one resized photo and answers its URL. */
async function uploadPhoto(blob: Blob, filename: string): Promise<string> {
  const file = await uploadFile(blob, { filename });
  return file.url;
}

export interface SaveTeamMemberArgs {
  /** Absent: a new member. */
  id?: string | undefined;
  input: TeamMemberInput;
  /** A newly chosen photo, already resized: uploaded first, then saved as its URLs. */
  photo?: { avatar: Blob; profile: Blob } | undefined;
}

export async function saveTeamMember({
  id,
  input,
  photo,
}: SaveTeamMemberArgs): Promise<TeamMember> {
  if (!photo) return team.save({ id, input });
  const [avatarImage, profileImage] = await Promise.all([
    uploadPhoto(photo.avatar, 'avatar.jpg'),
    uploadPhoto(photo.profile, 'profile.jpg'),
  ]);
  return team.save({ id, input: { ...input, avatarImage, profileImage } });
}

/** Creates or updates; the team list (home page and pickers too) reloads afterwards. */
export function useSaveTeamMember() {
  return useInvalidatingMutation(saveTeamMember, queryKeys.team.all, {
    success: 'Team member saved.',
    failure: 'Team member was not saved.',
  });
}

export function useDeleteTeamMember() {
  return useInvalidatingMutation(team.remove, queryKeys.team.all, {
    success: 'Team member deleted.',
    failure: 'Team member was not deleted.',
  });
}
