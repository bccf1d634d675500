import { isAdminRole, teamMemberCollection, TEAM_MEMBER_PRIVATE_FIELDS } from '@tutoring/shared';
import { createCollectionStore, type WriteContext } from '../../lib/collection/collection-store';
import { storesPictures } from '../files/image-fields';
import { IMAGE_FIELDS } from './team-images';
import { TeamMemberModel } from './team.model';

type Member = Record<string, unknown>;

/** A member without the fields only admins read or set (docs/PRODUCT.md, team). */
export function withoutPrivateFields<Item extends object>(member: Item): Item {
  const shown = { ...member } as Member;
  for (const field of TEAM_MEMBER_PRIVATE_FIELDS) delete shown[field];
  return shown as Item;
}

const storePictures = storesPictures(IMAGE_FIELDS);

export const teamMemberStore = createCollectionStore(teamMemberCollection, {
  model: TeamMemberModel,
  // A write by anyone but an admin leaves the private fields as stored: an absent field is
  // not touched by the update (seeds and services write as no one, and may set them).
  prepare: (data, context: WriteContext) =>
    storePictures(
      context.actorId && !isAdminRole(context.actorRole) ? withoutPrivateFields(data) : data,
      context,
    ),
});
