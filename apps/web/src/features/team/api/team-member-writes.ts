import { teamMemberCollection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { queryKeys } from '../../../lib/query-keys';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

const team = checkedCollectionClient(teamMemberCollection);

/**
 * Creates (no id) or updates; the team list (home page and pickers too) reloads afterwards. A
 * newly chosen photo is already stored: the input holds its URLs (upload-team-photo.ts).
 */
export function useSaveTeamMember() {
  return useInvalidatingMutation(team.save, queryKeys.team.all, {
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
