import { courseDetailCollection, totalModuleDuration, type CourseDetail } from '@tutoring/shared';
import type { Replaced } from '../../lib/collection/collection-store';
import { withoutServerOwned } from '../../lib/collection/server-owned';
import { toReadShape } from '../../lib/collection/read-shape';
import { AppError, notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { CourseModel } from '../courses-v1/courses-v1.model';
import { CourseDetailModel } from './course-details.model';

const DETAILS = 'Course details';
const { input, read } = courseDetailCollection;

/** Parsed, its server-owned fields checked; totalDuration is the server's sum, whatever was sent. */
function toStored(body: unknown, held: Record<string, unknown>) {
  const data = parseInput(input, withoutServerOwned(courseDetailCollection, input, body, held));
  return { ...data, totalDuration: totalModuleDuration(data.modules) };
}

async function courseExists(courseId: string): Promise<boolean> {
  return (await CourseModel.exists({ _id: courseId })) !== null;
}

/** 404 for an unknown course and for a course without details alike. */
export async function getCourseDetail(courseId: string): Promise<CourseDetail> {
  const record = await CourseDetailModel.findOne({ courseId: parseId(courseId, 'Course') }).lean();
  if (!record || !(await courseExists(String(record.courseId)))) throw notFound(DETAILS);
  return toReadShape<CourseDetail>(read, record);
}

const conflict = () =>
  new AppError('CONFLICT', 'This course already has details; update them instead.');

/** Validates and stores the details of an existing course (the router's POST and the seed). */
export async function createCourseDetail(courseId: string, body: unknown): Promise<CourseDetail> {
  const id = parseId(courseId, 'Course');
  const data = toStored(body, { courseId: id });
  if (!(await courseExists(id))) throw notFound('Course');
  if (await CourseDetailModel.exists({ courseId: id })) throw conflict();
  const created = await CourseDetailModel.create({ ...data, courseId: id }).catch((error) => {
    if ((error as { code?: number }).code === 11000) throw conflict();
    throw error;
  });
  // Without transactions the course may have been deleted between the check and the insert,
  // after its delete swept the details: check again and take the orphan back.
  if (!(await courseExists(id))) {
    await CourseDetailModel.deleteOne({ _id: created._id });
    throw notFound('Course');
  }
  return toReadShape<CourseDetail>(read, created.toObject());
}

/** Full replace of existing details; never creates them (no upsert, so no orphans). */
export async function replaceCourseDetail(
  courseId: string,
  body: unknown,
): Promise<Replaced<CourseDetail>> {
  const before = await getCourseDetail(courseId);
  const updated = await CourseDetailModel.findOneAndUpdate(
    { courseId: before.courseId },
    toStored(body, before),
    { new: true, runValidators: true },
  ).lean();
  if (!updated) throw notFound(DETAILS);
  return { before, after: toReadShape<CourseDetail>(read, updated) };
}

/** Answers with the details as they were, for the audit trail. */
export async function deleteCourseDetail(courseId: string): Promise<CourseDetail> {
  const id = parseId(courseId, 'Course');
  const deleted = await CourseDetailModel.findOneAndDelete({ courseId: id }).lean();
  if (!deleted) throw notFound(DETAILS);
  return toReadShape<CourseDetail>(read, deleted);
}

/** Removes whatever details a course has (the cascade of deleting a v1 course). */
export async function removeDetailsOf(courseId: string): Promise<void> {
  await CourseDetailModel.deleteMany({ courseId });
}
