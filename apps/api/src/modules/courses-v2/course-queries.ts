import type { CourseV2 } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { CourseV2Model } from './courses-v2.model';
import { courseV2Store, PUBLISHED } from './courses-v2.store';

/** What other modules read of a published course: enough to book, enrol and price it. */
export interface PublishedCourse {
  _id: string;
  title: string;
  examType: string;
  mode: string;
  /** Its own tutor (a team member's id), or null. */
  instructor: string | null;
  /** Any of the tutors with hours may give its demo classes. */
  anyTutor: boolean;
  price: CourseV2['price'];
}

const toPublished = (course: Record<string, unknown>): PublishedCourse => ({
  _id: String(course._id),
  title: String(course.title),
  examType: String(course.examType),
  mode: String(course.mode),
  instructor: course.instructor ? String(course.instructor) : null,
  anyTutor: Boolean(course.anyTutor),
  price: (course.price ?? { hourly: null, package: null }) as CourseV2['price'],
});

const FIELDS = 'title examType mode instructor anyTutor price';

/** The published courses among some ids, in no order (unknown or draft ones left out). */
export async function findPublishedCourses(ids: unknown[]): Promise<PublishedCourse[]> {
  const courses = await CourseV2Model.find({ _id: trusted({ $in: ids }), ...PUBLISHED })
    .select(FIELDS)
    .lean();
  return courses.map(toPublished);
}

/** One published course, or undefined when it is unknown or a draft. */
export async function findPublishedCourse(id: unknown): Promise<PublishedCourse | undefined> {
  const course = await CourseV2Model.findOne({ _id: id, ...PUBLISHED })
    .select(FIELDS)
    .lean();
  return course ? toPublished(course) : undefined;
}

/** Every published course, as the lead export prices them. */
export async function listPublishedCourses(): Promise<PublishedCourse[]> {
  return (await CourseV2Model.find(PUBLISHED).select(FIELDS).lean()).map(toPublished);
}

/** Where a course's classes happen, as stored (undefined for courses stored before places). */
export async function coursePlaceOf(id: unknown): Promise<unknown> {
  const course = await CourseV2Model.findById(id).select('place').lean();
  return course?.place ?? undefined;
}

/** How many courses there are, or published ones. */
export const countCoursesV2 = ({ status }: { status?: 'published' } = {}) =>
  status ? CourseV2Model.countDocuments(PUBLISHED) : courseV2Store.count();

/** The titles of v2 courses among some ids, drafts included (a batch may be planned early). */
export async function courseV2Titles(ids: unknown[]): Promise<Map<string, string>> {
  const courses = await CourseV2Model.find({ _id: trusted({ $in: ids }) })
    .select('title')
    .lean();
  return new Map(courses.map((course) => [String(course._id), String(course.title)]));
}
