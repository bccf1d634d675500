import { model } from 'mongoose';
import { teamMemberCollection } from '@tutoring/shared';
import { modelSchemaFrom } from '../../lib/db/model-schema';

// Images are stored as URLs: `/api/files/<id>` for stored photos, or an external link; never
// inline data (the store turns data URLs into files). Courses read their instructor from here.
const teamMemberSchema = modelSchemaFrom(teamMemberCollection.read, {
  // Private (admins only: team.router.ts); '' until an admin sets them.
  overrides: { email: { type: String, default: '' }, meetingLink: { type: String, default: '' } },
});

export const TeamMemberModel = model('TeamMember', teamMemberSchema);
