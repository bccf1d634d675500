import { useTeamMembers } from '../../../features/team/api/get-team-members';
import type { TeamState } from '../../../lib/team-state';

/** The team (the course forms' instructor picker) as the course features take it. */
export function useTeamState(): TeamState {
  const { data: members, isPending, isError } = useTeamMembers();
  return { members, isPending, isError };
}
