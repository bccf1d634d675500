import { teamMemberCollection } from '@tutoring/shared';
import { checkedCollectionClient } from '../../../lib/collection-client';
import { useCollectionWrite } from '../../../lib/collection-writes';

const team = checkedCollectionClient(teamMemberCollection);

/**
 * Creates (no id) or updates; the team list (home page and pickers too) reloads afterwards,
 * and so do the course lists that show a member's name (their `dependsOn`). A newly chosen photo is already stored: the input holds its URLs (upload-team-photo.ts).
 */
export function useSaveTeamMember() {
  return useCollectionWrite(teamMemberCollection, team.save, 'saved');
}

export function useDeleteTeamMember() {
  return useCollectionWrite(teamMemberCollection, team.remove, 'deleted');
}
