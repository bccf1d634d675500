import { siteSettingsCollection, courseV2Collection, teamMemberCollection } from '@tutoring/shared';
import type { Generations } from '../../lib/cache/generations';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/http/validate';
import { findPublishedCourse } from '../courses-v2/course-queries';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { teamMemberNames } from '../team/team-queries';
import { AvailabilityModel } from './availability.model';
import { toAvailability, TUTOR_HOURS } from './availability.service';
import type { TutorHours } from './slots';

/** What demo classes need of a course, its team and the institute; tutors' hours aside. */
export interface CourseFacts {
  course: { _id: string; title: string; instructor: string | null; anyTutor: boolean };
  /** Every team member's name by id (a tutor is a team member with hours). */
  names: Map<string, string>;
  /** The institute's time zone: every tutor's hours are read in it. */
  timeZone: string;
  /** The site's language: times written for people (lead notes, mails) are in it. */
  locale: string;
}

export interface BookableCourse {
  _id: string;
  title: string;
  tutors: (TutorHours & { name: string })[];
}

/** A published v2 course, its team's names and the institute's zone. Unknown or draft: 404. */
export async function readCourseFacts(courseId: string): Promise<CourseFacts> {
  const [course, names, site] = await Promise.all([
    findPublishedCourse(parseId(courseId, 'Course')),
    teamMemberNames(),
    siteSettingsStore.get(),
  ]);
  if (!course) throw notFound('Course');
  const { _id, title, instructor, anyTutor } = course;
  return {
    course: { _id, title, instructor, anyTutor },
    names,
    timeZone: site.timeZone,
    locale: site.locale,
  };
}

/**
 * The course's tutors with their hours, read afresh: its instructor, or with 'any tutor'
 * every team member with hours.
 */
export async function tutorsOf({ course, names }: CourseFacts): Promise<BookableCourse> {
  const hours = await AvailabilityModel.find(
    course.anyTutor ? {} : { _id: course.instructor },
  ).lean();
  const tutors = hours
    .filter((entry) => names.has(String(entry._id)))
    .map((entry) => ({
      tutorId: String(entry._id),
      name: names.get(String(entry._id))!,
      availability: toAvailability(entry),
    }));
  return { _id: course._id, title: course.title, tutors };
}

/** A course, its tutors and the institute's zone, all read afresh (a booking checks these). */
export async function bookableCourse(courseId: string) {
  const facts = await readCourseFacts(courseId);
  return { course: await tutorsOf(facts), timeZone: facts.timeZone, locale: facts.locale };
}

/** What free slots need of a course: its tutors with their hours, and the institute's zone. */
export interface CourseTutors {
  tutors: BookableCourse['tutors'];
  timeZone: string;
}

export type CourseTutorsReader = (courseId: string) => Promise<CourseTutors>;

/** A course's tutors with their hours and the institute's zone, read afresh. */
export async function readCourseTutors(courseId: string): Promise<CourseTutors> {
  const facts = await readCourseFacts(courseId);
  return { tutors: (await tutorsOf(facts)).tutors, timeZone: facts.timeZone };
}

/** What the tutors are read from: any write to one of these moves its generation on. */
export const TUTOR_RESOURCES = [
  ...[courseV2Collection, teamMemberCollection, siteSettingsCollection].map((c) => c.slug),
  TUTOR_HOURS,
];
/** A safety net like the response cache's: instances without shared generations catch up. */
const MAX_AGE_MS = 60_000;
const MAX_KEPT = 200;

/**
 * readCourseTutors, kept per course while the course, team, settings and tutors' hours stay at
 * the generation they were read under (their writes, restores included, bump it before
 * answering), so free slots read only the claims per request: one round trip instead of two,
 * (docs/decisions/0030-kept-course-facts-for-free-slots.md). Unknown generations: read afresh.
 */
export function keptCourseTutors(generations: Generations): CourseTutorsReader {
  const kept = new Map<string, { key: string; until: number; tutors: Promise<CourseTutors> }>();
  return async function courseTutors(courseId) {
    const parts = await Promise.all(TUTOR_RESOURCES.map((slug) => generations.known(slug)));
    if (parts.includes(undefined)) return readCourseTutors(courseId);
    const key = parts.join('|');
    const entry = kept.get(courseId);
    if (entry && entry.key === key && entry.until > Date.now()) return entry.tutors;
    const fresh = { key, until: Date.now() + MAX_AGE_MS, tutors: readCourseTutors(courseId) };
    if (!kept.has(courseId) && kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
    kept.set(courseId, fresh);
    // A refusal (an unknown or draft course) is not kept.
    void fresh.tutors.catch(() => kept.get(courseId) === fresh && kept.delete(courseId));
    return fresh.tutors;
  };
}
