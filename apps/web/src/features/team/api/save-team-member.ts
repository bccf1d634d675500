import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema, type TeamMember, type TeamMemberData } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { teamQueryKey } from './get-team-members';
import { uploadImage } from './upload-image';

const answerSchema = z.object({ member: teamMemberSchema });

export interface SaveTeamMemberArgs {
  /** Absent: a new member. */
  id?: string | undefined;
  input: TeamMemberData;
  /** A newly chosen photo, already resized: uploaded first, then saved as its URLs. */
  photo?: { avatar: Blob; profile: Blob } | undefined;
}

export async function saveTeamMember({
  id,
  input,
  photo,
}: SaveTeamMemberArgs): Promise<TeamMember> {
  let body = input;
  if (photo) {
    const [avatarImage, profileImage] = await Promise.all([
      uploadImage(photo.avatar, 'avatar.jpg'),
      uploadImage(photo.profile, 'profile.jpg'),
    ]);
    body = { ...input, avatarImage, profileImage };
  }
  const path = id ? `/team/${encodeURIComponent(id)}` : '/team';
  const { member } = await apiRequest(path, {
    method: id ? 'PUT' : 'POST',
    body,
    schema: answerSchema,
  });
  return member;
}

/** Creates or updates; the team list (home page and pickers too) reloads afterwards. */
export function useSaveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
