import { model, Schema, type InferSchemaType } from 'mongoose';
import type { TeamMember } from '@tutoring/shared';

const teamMemberSchema = new Schema(
  {
    // Courses populate their instructor from this model (ref 'TeamMember', select 'name').
    name: { type: String, required: true, trim: true },
    role: { type: String, required: true, trim: true },
    bio: { type: String, default: '' },
    specialties: { type: [String], default: [] },
    /** Image URLs: `/api/files/<id>` for stored photos, or an external link; never inline data. */
    avatarImage: { type: String, default: '' },
    profileImage: { type: String, default: '' },
    imageUrl: { type: String, default: '' },
  },
  { timestamps: true },
);

export type TeamMemberRecord = InferSchemaType<typeof teamMemberSchema> & { _id: unknown };

export const TeamMemberModel = model('TeamMember', teamMemberSchema);

/** The API's view of a stored member (TeamMember of @tutoring/shared). */
export function toTeamMember(record: TeamMemberRecord): TeamMember {
  return {
    _id: String(record._id),
    name: record.name,
    role: record.role,
    bio: record.bio,
    specialties: [...record.specialties],
    avatarImage: record.avatarImage,
    profileImage: record.profileImage,
    imageUrl: record.imageUrl,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}
