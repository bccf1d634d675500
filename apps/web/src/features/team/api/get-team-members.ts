import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@tutoring/shared';
import { apiRequest } from '../../../lib/api-client';

export const teamQueryKey = ['team'] as const;

/*
 * Typed, not zod-parsed: this read feeds the home page, whose initial JavaScript must stay
 * within issue 8's budget, and zod alone is a fifth of it. The API is ours and validates
 * what it stores (server-side zod, same shared schemas); a shape mismatch still fails loudly
 * in the UI tests. Forms (lazy pages) keep parsing with zod.
 */
interface TeamListAnswer {
  members: TeamMember[];
}

export async function getTeamMembers(): Promise<TeamMember[]> {
  const { members } = (await apiRequest('/team', { auth: false })) as TeamListAnswer;
  return members;
}

/** The team, for the home page and for the instructor pickers of the admin course forms. */
export function useTeamMembers() {
  return useQuery({ queryKey: teamQueryKey, queryFn: getTeamMembers });
}
