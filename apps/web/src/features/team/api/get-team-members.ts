import { useQuery } from '@tanstack/react-query';
import { teamMemberSchema, type TeamMember } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const teamQueryKey = ['team'] as const;

const teamListSchema = z.object({ members: z.array(teamMemberSchema) });

export async function getTeamMembers(): Promise<TeamMember[]> {
  const { members } = await apiRequest('/team', { auth: false, schema: teamListSchema });
  return members;
}

/** The team, for the home page and for the instructor pickers of the admin course forms. */
export function useTeamMembers() {
  return useQuery({ queryKey: teamQueryKey, queryFn: getTeamMembers });
}
