import { teamMemberCollection } from '@tutoring/shared';
import { createCollectionStore } from '../../lib/collection/collection-store';
import { storesPictures } from '../files/image-fields';
import { IMAGE_FIELDS } from './team-images';
import { TeamMemberModel } from './team.model';

export const teamMemberStore = createCollectionStore(teamMemberCollection, {
  model: TeamMemberModel,
  prepare: storesPictures(IMAGE_FIELDS),
});
