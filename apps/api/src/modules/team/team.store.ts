import { teamMemberCollection } from '@tutoring/shared';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { resolveImages } from './team-images';
import { TeamMemberModel } from './team.model';

export const teamMemberStore = createCollectionStore(teamMemberCollection, {
  model: TeamMemberModel,
  prepare: resolveImages,
});
