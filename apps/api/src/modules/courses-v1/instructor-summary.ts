import type { Types } from 'mongoose';

/**
 * Courses store the instructor as a team member id (ref 'TeamMember'); reads show only the
 * member's id and name. The team model is registered by the team module, which is always
 * mounted before any course is read.
 */
export const INSTRUCTOR_POPULATE = { path: 'instructor', select: 'name' } as const;

export interface PopulatedInstructor {
  _id: Types.ObjectId;
  name: string;
}

/** The read shape of an instructor: `{_id, name}`, or null when unset or since deleted. */
export function toInstructorSummary(
  instructor: PopulatedInstructor | null | undefined,
): { _id: string; name: string } | null {
  if (!instructor) return null;
  return { _id: String(instructor._id), name: instructor.name };
}
