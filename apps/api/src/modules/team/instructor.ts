import { Schema } from 'mongoose';

/**
 * Courses store their instructor as a team member's id and read it back as `{ _id, name }`,
 * or null once the member is gone. The team model registers 'TeamMember'.
 */
export const instructorField = { type: Schema.Types.ObjectId, ref: 'TeamMember', default: null };

export const INSTRUCTOR_POPULATE = { path: 'instructor', select: 'name' } as const;
