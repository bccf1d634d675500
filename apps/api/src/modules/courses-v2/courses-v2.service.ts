import { courseV2InputSchema, EXAM_TYPES, type CourseV2 } from '@tutoring/shared';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { INSTRUCTOR_POPULATE, type PopulatedInstructor } from '../courses-v1/instructor-summary';
import { CourseV2Model, toCourseV2 } from './courses-v2.model';

type Populated = { instructor: PopulatedInstructor | null };

/** Who is asking decides what is visible: drafts are for admins only. */
export interface Visibility {
  includeDrafts: boolean;
}

const examTypeParam = z.strictObject({
  examType: z.enum(EXAM_TYPES, { error: `Exam type must be one of ${EXAM_TYPES.join(', ')}.` }),
});

/** Oldest first; published only unless drafts are visible; one exam type when given. */
export async function listCoursesV2(
  { includeDrafts }: Visibility,
  examType?: string,
): Promise<CourseV2[]> {
  const filter = {
    ...(includeDrafts ? {} : { status: 'published' }),
    // An unknown exam type is a mistake in the link, not an empty result: 400 with details.
    ...(examType === undefined ? {} : parseInput(examTypeParam, { examType })),
  };
  const records = await CourseV2Model.find(filter)
    .sort({ createdAt: 1, _id: 1 })
    .populate<Populated>(INSTRUCTOR_POPULATE)
    .lean();
  return records.map(toCourseV2);
}

/** A draft is 404 to anyone who may not see drafts: its existence is not revealed. */
export async function getCourseV2(id: string, { includeDrafts }: Visibility): Promise<CourseV2> {
  const record = await CourseV2Model.findById(parseId(id, 'Course'))
    .populate<Populated>(INSTRUCTOR_POPULATE)
    .lean();
  if (!record || (!includeDrafts && record.status !== 'published')) throw notFound('Course');
  return toCourseV2(record);
}

/** Prices are stored with both keys so a full replace clears an omitted one. */
function toStored(input: unknown) {
  const data = parseInput(courseV2InputSchema, input);
  return {
    ...data,
    price: { hourly: data.price.hourly ?? null, package: data.price.package ?? null },
  };
}

/**
 * Validates (a CourseV2Input, or anything: 400 with details) and stores one course; the
 * router and the demo seed both use it.
 */
export async function createCourseV2(input: unknown): Promise<CourseV2> {
  const created = await CourseV2Model.create(toStored(input));
  return getCourseV2(String(created._id), { includeDrafts: true });
}

/** Full replace: every field takes the new value or its default. */
export async function replaceCourseV2(id: string, input: unknown): Promise<CourseV2> {
  const courseId = parseId(id, 'Course');
  const updated = await CourseV2Model.findByIdAndUpdate(courseId, toStored(input), {
    runValidators: true,
  });
  if (!updated) throw notFound('Course');
  return getCourseV2(courseId, { includeDrafts: true });
}

export async function deleteCourseV2(id: string): Promise<void> {
  const deleted = await CourseV2Model.findByIdAndDelete(parseId(id, 'Course')).lean();
  if (!deleted) throw notFound('Course');
}
