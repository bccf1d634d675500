import { courseV1InputSchema, type CourseV1 } from '@tutoring/shared';
import { trusted, type Types } from 'mongoose';
import { AppError, notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { deleteDetailsOfCourse } from '../course-details/course-details.service';
import { UserModel } from '../users/user.model';
import { INSTRUCTOR_POPULATE, type PopulatedInstructor } from './instructor-summary';
import { CourseModel, toCourseV1 } from './courses-v1.model';

const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;
type Populated = { instructor: PopulatedInstructor | null };

async function findCourses(filter: { _id?: { $in: Types.ObjectId[] } }): Promise<CourseV1[]> {
  const records = await CourseModel.find(filter)
    .sort(OLDEST_FIRST)
    .populate<Populated>(INSTRUCTOR_POPULATE)
    .lean();
  return records.map(toCourseV1);
}

async function findCourse(id: string): Promise<CourseV1 | undefined> {
  const record = await CourseModel.findById(id).populate<Populated>(INSTRUCTOR_POPULATE).lean();
  return record ? toCourseV1(record) : undefined;
}

export function listCoursesV1(): Promise<CourseV1[]> {
  return findCourses({});
}

export async function getCourseV1(id: string): Promise<CourseV1> {
  const course = await findCourse(parseId(id, 'Course'));
  if (!course) throw notFound('Course');
  return course;
}

/** The v1 courses the user is enrolled in; ids of since-deleted courses are skipped. */
export async function listSubscribedCourses(userId: string): Promise<CourseV1[]> {
  const user = await UserModel.findById(userId).select('enrolledCourses').lean();
  if (!user) throw new AppError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
  // sanitizeFilter would neutralise $in; these ids come from our own database, not the request.
  return findCourses({ _id: trusted({ $in: user.enrolledCourses }) });
}

/**
 * Validates (a CourseV1Input, or anything: 400 with details) and stores one course; the
 * router and the demo seed both use it.
 */
export async function createCourseV1(input: unknown): Promise<CourseV1> {
  const created = await CourseModel.create(parseInput(courseV1InputSchema, input));
  return getCourseV1(String(created._id));
}

/** Full replace: every field takes the new value or its default. */
export async function replaceCourseV1(id: string, input: unknown): Promise<CourseV1> {
  const courseId = parseId(id, 'Course');
  const data = parseInput(courseV1InputSchema, input);
  const updated = await CourseModel.findByIdAndUpdate(courseId, data, { runValidators: true });
  if (!updated) throw notFound('Course');
  return getCourseV1(courseId);
}

/**
 * Deletes a course and its details. There are no transactions (FerretDB has none), so the
 * steps are ordered so that a failure between them never leaves a detail without a course:
 * details first (a failure after that leaves a course without details, which the admin can
 * delete again), then the course, then one more sweep for a detail created concurrently
 * between the first sweep and the course delete.
 */
export async function deleteCourseV1(id: string): Promise<void> {
  const courseId = parseId(id, 'Course');
  if (!(await CourseModel.exists({ _id: courseId }))) throw notFound('Course');
  await deleteDetailsOfCourse(courseId);
  await CourseModel.deleteOne({ _id: courseId });
  await deleteDetailsOfCourse(courseId);
}
