import { courseDetailInputSchema, totalModuleDuration, type CourseDetail } from '@tutoring/shared';
import { AppError, notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { CourseModel } from '../courses-v1/courses-v1.model';
import { CourseDetailModel, toCourseDetail } from './course-details.model';

const DETAILS = 'Course details';

/** The input as stored: totalDuration is the server's sum, whatever the client believed. */
function toStored(input: unknown) {
  const data = parseInput(courseDetailInputSchema, input);
  return { ...data, totalDuration: totalModuleDuration(data.modules) };
}

async function courseExists(courseId: string): Promise<boolean> {
  return (await CourseModel.exists({ _id: courseId })) !== null;
}

/** 404 for an unknown course and for a course without details alike. */
export async function getCourseDetail(courseId: string): Promise<CourseDetail> {
  const record = await CourseDetailModel.findOne({ courseId: parseId(courseId, 'Course') }).lean();
  if (!record || !(await courseExists(String(record.courseId)))) throw notFound(DETAILS);
  return toCourseDetail(record);
}

/** Validates and stores the details of an existing course (the router's POST and the seed). */
export async function createCourseDetail(courseId: string, input: unknown): Promise<CourseDetail> {
  const id = parseId(courseId, 'Course');
  const data = toStored(input);
  if (!(await courseExists(id))) throw notFound('Course');
  const conflict = new AppError(
    'CONFLICT',
    'This course already has details; update them instead.',
  );
  if (await CourseDetailModel.exists({ courseId: id })) throw conflict;
  const created = await CourseDetailModel.create({ ...data, courseId: id }).catch((error) => {
    if ((error as { code?: number }).code === 11000) throw conflict;
    throw error;
  });
  // Without transactions the course may have been deleted between the check and the insert,
  // after its delete swept the details: check again and take the orphan back.
  if (!(await courseExists(id))) {
    await CourseDetailModel.deleteOne({ _id: created._id });
    throw notFound('Course');
  }
  return toCourseDetail(created.toObject());
}

/** Full replace of existing details; never creates them (no upsert, so no orphans). */
export async function replaceCourseDetail(courseId: string, input: unknown): Promise<CourseDetail> {
  const id = parseId(courseId, 'Course');
  const data = toStored(input);
  const updated = await CourseDetailModel.findOneAndUpdate({ courseId: id }, data, {
    new: true,
    runValidators: true,
  }).lean();
  if (!updated) throw notFound(DETAILS);
  return toCourseDetail(updated);
}

export async function deleteCourseDetail(courseId: string): Promise<void> {
  const deleted = await CourseDetailModel.findOneAndDelete({
    courseId: parseId(courseId, 'Course'),
  }).lean();
  if (!deleted) throw notFound(DETAILS);
}

/** Removes whatever details a course has (the cascade of DELETE /courses/:id). */
export async function deleteDetailsOfCourse(courseId: string): Promise<void> {
  await CourseDetailModel.deleteMany({ courseId });
}
