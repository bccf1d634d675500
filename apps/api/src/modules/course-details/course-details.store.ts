import { courseDetailCollection, totalModuleDuration, type CourseDetail } from '@tutoring/shared';
import type { Stored } from '../../lib/collection/change-event';
import type { Replaced, WriteContext } from '../../lib/collection/collection-store';
import type { Dependents } from '../../lib/collection/content-registry';
import type { ItemStorage, Removed } from '../../lib/collection/item-routes';
import { checkTakenBack, withoutServerOwned } from '../../lib/collection/server-owned';
import { toReadShape } from '../../lib/collection/read-shape';
import { AppError, notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { courseV1Exists, courseV1TitleOf } from '../courses-v1/course-queries';
import { CourseDetailModel } from './course-details.model';
import type { z } from 'zod';

const DETAILS = 'Course details';
const { input, read } = courseDetailCollection;
const toDetail = (stored: unknown) => toReadShape<CourseDetail>(read, stored);

type DetailInput = z.output<typeof input>;

/** Input no route validated (the seed, fixtures): server-owned fields checked, the rest parsed. */
const parsed = (body: unknown, held: Record<string, unknown>): DetailInput =>
  parseInput(input, withoutServerOwned(courseDetailCollection, input, body, held));

/** totalDuration is the server's sum, whatever was sent. */
const toStored = (data: DetailInput) => ({
  ...data,
  totalDuration: totalModuleDuration(data.modules),
});

/** The details as stored; 404 for an unknown course and for a course without details alike. */
async function storedDetail(courseId: string): Promise<Stored> {
  const record = await CourseDetailModel.findOne({ courseId: parseId(courseId, 'Course') }).lean();
  if (!record || !(await courseV1Exists(record.courseId))) throw notFound(DETAILS);
  return record;
}

export async function getCourseDetail(courseId: string): Promise<CourseDetail> {
  return toDetail(await storedDetail(courseId));
}

const conflict = () =>
  new AppError('CONFLICT', 'This course already has details; update them instead.');

/** Validates and stores the details of an existing course (the seed, fixtures). */
export async function createCourseDetail(courseId: string, body: unknown): Promise<CourseDetail> {
  const id = parseId(courseId, 'Course');
  return createValidatedCourseDetail(id, parsed(body, { courseId: id }));
}

/**
 * Stores the details of an existing course as the route table validated them (the router's
 * POST), the server-owned fields the body carried back checked first.
 */
export async function createValidatedCourseDetail(
  courseId: string,
  details: DetailInput,
  context: WriteContext = {},
): Promise<CourseDetail> {
  const id = parseId(courseId, 'Course');
  checkTakenBack(courseDetailCollection, context.takenBack, { courseId: id });
  const data = toStored(details);
  if (!(await courseV1Exists(id))) throw notFound('Course');
  if (await CourseDetailModel.exists({ courseId: id })) throw conflict();
  const created = await CourseDetailModel.create({ ...data, courseId: id }).catch((error) => {
    if ((error as { code?: number }).code === 11000) throw conflict();
    throw error;
  });
  // Without transactions the course may have been deleted between the check and the insert,
  // after its delete swept the details: check again and take the orphan back.
  if (!(await courseV1Exists(id))) {
    await CourseDetailModel.deleteOne({ _id: created._id });
    throw notFound('Course');
  }
  return toDetail(created.toObject());
}

/**
 * Full replace of existing details, as the route table validated them; never creates them
 * (no upsert, so no orphans).
 */
export async function replaceCourseDetail(
  courseId: string,
  details: DetailInput,
  context: WriteContext = {},
): Promise<Replaced<CourseDetail>> {
  const stored = await storedDetail(courseId);
  const before = toDetail(stored);
  checkTakenBack(courseDetailCollection, context.takenBack, before);
  const updated = await CourseDetailModel.findOneAndUpdate(
    { courseId: stored.courseId },
    toStored(details),
    { new: true, runValidators: true },
  ).lean();
  if (!updated) throw notFound(DETAILS);
  return { before, after: toDetail(updated), stored: { before: stored, after: updated } };
}

/** Answers with the details as they were, for the audit trail. */
export async function deleteCourseDetail(courseId: string): Promise<Removed> {
  const id = parseId(courseId, 'Course');
  const deleted = await CourseDetailModel.findOneAndDelete({ courseId: id }).lean();
  if (!deleted) throw notFound(DETAILS);
  return { before: toDetail(deleted), stored: { before: deleted, after: null } };
}

/** A v1 course's details: deleting the course deletes them, restoring it puts them back. */
export const detailsOfCourse: Dependents = {
  of: (courseId) => CourseDetailModel.find({ courseId }).lean(),
  remove: async (courseId) => {
    await CourseDetailModel.deleteMany({ courseId });
  },
  putBack: async (documents) => {
    if (documents.length > 0) await CourseDetailModel.collection.insertMany([...documents]);
  },
};

/**
 * How details are stored for the audit trail and the media library: one document per course,
 * recorded under the course's id, named by the course's title, and restored only while that
 * course exists.
 */
export const detailsStorage: ItemStorage = {
  model: CourseDetailModel,
  keyOf: (courseId) => ({ courseId: parseId(courseId, 'Course') }),
  entityIdOf: (stored) => String(stored.courseId),
  nameOf: async (stored) => {
    const title = await courseV1TitleOf(stored.courseId);
    return title ? `Course details: ${title}` : 'Course details';
  },
  refusalOf: async (before) =>
    (await courseV1Exists(before.courseId)) ? undefined : 'its course (v1) has been deleted',
};

/** How many v1 courses have details (the demo seed fills an empty site only). */
export const countCourseDetails = () => CourseDetailModel.countDocuments();
