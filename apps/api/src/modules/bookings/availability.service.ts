import { availabilitySchema, DEFAULT_NOTICE_HOURS, type Availability } from '@tutoring/shared';
import type { Stored, StoredChange } from '../../lib/collection/change-event';
import type { ContentSource } from '../../lib/collection/content-registry';
import { toReadShape } from '../../lib/collection/read-shape';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/http/validate';
import { findTeamMember } from '../team/team-queries';
import { AvailabilityModel } from './availability.model';

/** A member nobody has given hours yet: no slots at all. */
const NO_HOURS: Availability = { weekly: [], daysOff: [], noticeHours: DEFAULT_NOTICE_HOURS };

export const toAvailability = (stored: unknown): Availability =>
  stored ? toReadShape<Availability>(availabilitySchema, stored) : NO_HOURS;

async function existingMember(id: string) {
  const member = await findTeamMember(parseId(id, 'Team member'));
  if (!member) throw notFound('Team member');
  return { _id: member._id, name: member.name };
}

export async function getAvailability(memberId: string): Promise<Availability> {
  const member = await existingMember(memberId);
  return toAvailability(await AvailabilityModel.findById(member._id).lean());
}

/**
 * Replaces a member's hours (their bookings stay: a booked class is honoured). Answers them
 * before and after, also as stored (for the activity log's restore).
 */
export async function setAvailability(
  memberId: string,
  after: Availability,
): Promise<{ before: Availability; after: Availability; stored: StoredChange }> {
  const member = await existingMember(memberId);
  const stored = await AvailabilityModel.findById(member._id).lean<Stored>();
  await AvailabilityModel.replaceOne({ _id: member._id }, after, { upsert: true });
  const storedAfter = await AvailabilityModel.findById(member._id).lean<Stored>();
  return { before: toAvailability(stored), after, stored: { before: stored, after: storedAfter } };
}

/**
 * Tutors' hours as the activity log restores them: one document per team member, under the
 * member's id. No cache to invalidate: free slots are kept by the hours' own content.
 */
/** The audit trail's and the generations' name for tutors' hours. */
export const TUTOR_HOURS = 'tutor-hours';

export const tutorHoursSource: ContentSource = {
  entity: TUTOR_HOURS,
  label: "tutor's hours",
  model: AvailabilityModel,
};
