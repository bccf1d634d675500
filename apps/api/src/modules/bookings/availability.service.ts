import {
  availabilityInputSchema,
  availabilitySchema,
  DEFAULT_NOTICE_HOURS,
  type Availability,
  type AvailabilityInput,
} from '@tutoring/shared';
import { trusted } from 'mongoose';
import { toReadShape } from '../../lib/collection/read-shape';
import { notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { CourseV2Model } from '../courses-v2/courses-v2.model';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { TeamMemberModel } from '../team/team.model';
import { AvailabilityModel } from './availability.model';
import type { TutorHours } from './slots';

/** A member nobody has given hours yet: no slots at all. */
const NO_HOURS: Availability = { weekly: [], daysOff: [], noticeHours: DEFAULT_NOTICE_HOURS };

const toAvailability = (stored: unknown): Availability =>
  stored ? toReadShape<Availability>(availabilitySchema, stored) : NO_HOURS;

async function existingMember(id: string) {
  const member = await TeamMemberModel.findById(parseId(id, 'Team member')).select('name').lean();
  if (!member) throw notFound('Team member');
  return { _id: String(member._id), name: String(member.name) };
}

export async function getAvailability(memberId: string): Promise<Availability> {
  const member = await existingMember(memberId);
  return toAvailability(await AvailabilityModel.findById(member._id).lean());
}

/** Replaces a member's hours (their bookings stay: a booked class is honoured). */
export async function setAvailability(
  memberId: string,
  input: AvailabilityInput,
): Promise<{ before: Availability; after: Availability }> {
  const after = parseInput(availabilityInputSchema, input);
  const member = await existingMember(memberId);
  const before = toAvailability(await AvailabilityModel.findById(member._id).lean());
  await AvailabilityModel.replaceOne({ _id: member._id }, after, { upsert: true });
  return { before, after };
}

export interface BookableCourse {
  _id: string;
  title: string;
  tutors: (TutorHours & { name: string })[];
}

/**
 * A published v2 course and the tutors who give its demo classes: its instructor, or with
 * 'any tutor' every team member with hours. Unknown or draft: 404.
 */
export async function bookableCourse(courseId: string): Promise<BookableCourse> {
  const course = await CourseV2Model.findOne({
    _id: parseId(courseId, 'Course'),
    status: 'published',
  })
    .select('title instructor anyTutor')
    .lean();
  if (!course) throw notFound('Course');
  // The instructor's hours and name are read together; 'any tutor' needs the hours first.
  const instructor = { _id: course.instructor ?? null };
  const [hours, instructorName] = await Promise.all([
    AvailabilityModel.find(course.anyTutor ? {} : instructor).lean(),
    course.anyTutor ? [] : TeamMemberModel.find(instructor).select('name').lean(),
  ]);
  const names = course.anyTutor
    ? await TeamMemberModel.find({ _id: trusted({ $in: hours.map((entry) => entry._id) }) })
        .select('name')
        .lean()
    : instructorName;
  const nameOf = new Map(names.map((member) => [String(member._id), String(member.name)]));
  const tutors = hours
    .filter((entry) => nameOf.has(String(entry._id)))
    .map((entry) => ({
      tutorId: String(entry._id),
      name: nameOf.get(String(entry._id))!,
      availability: toAvailability(entry),
    }));
  return { _id: String(course._id), title: String(course.title), tutors };
}

/** The institute's time zone: every tutor's hours are read in it. */
export async function instituteTimeZone(): Promise<string> {
  return (await siteSettingsStore.get()).timeZone;
}
