import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamMemberSchema, type TeamMember, type TeamMemberData } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { uploadFile } from '../../../lib/upload-file';
import { teamQueryKey } from './get-team-members';

const answerSchema = z.object({ member: teamMemberSchema });

/** Stores one resized photo and answers its URL. */
async function uploadPhoto(blob: Blob, filename: string): Promise<string> {
  const file = await uploadFile(blob, { filename });
  return file.url;
}

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
      uploadPhoto(photo.avatar, 'avatar.jpg'),
      uploadPhoto(photo.profile, 'profile.jpg'),
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
