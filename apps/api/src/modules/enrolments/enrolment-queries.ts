import { trusted } from 'mongoose';
import { notFound } from '../../lib/errors';
import { EnrolmentModel } from './enrolment.model';

/**
 * What other modules may ask of enrolments (attendance, credits, the family page, privacy):
 * they never read the model itself.
 */

/** The entity name of enrolments: the Activity log's, and the kept answers' that show seats. */
export const ENROLMENT = 'enrolment';

/** Statuses that hold a seat. */
export const SEAT_HOLDING = ['active', 'awaiting-payment'] as const;

const holdingSeat = () => trusted({ $in: [...SEAT_HOLDING] });

/** A batch's enrolments that hold a seat, first enrolled first. */
export const activeEnrolmentsOfBatch = (batchId: string) =>
  EnrolmentModel.find({ batch: batchId, status: holdingSeat() }).sort({ enrolledAt: 1 }).lean();

/** Whether a batch has any enrolment holding a seat (a batch is not deleted while it has). */
export const batchHasEnrolments = async (batchId: string) =>
  (await EnrolmentModel.exists({ batch: batchId, status: holdingSeat() })) !== null;

/** An enrolment of that family, or 404: another family's reads as unknown. */
export async function enrolmentOfFamily(enrolmentId: string, familyId: string) {
  const enrolment = await EnrolmentModel.findOne({ _id: enrolmentId, family: familyId }).lean();
  if (!enrolment) throw notFound('Enrolment');
  return enrolment;
}

/** The seat-holding enrolments of these students, by student id, first enrolled first. */
export async function activeEnrolmentsOfStudents(studentIds: string[]) {
  const enrolments = await EnrolmentModel.find({
    'student._id': trusted({ $in: studentIds }),
    status: holdingSeat(),
  })
    .sort({ enrolledAt: 1 })
    .lean();
  const byStudent = new Map<string, typeof enrolments>();
  for (const enrolment of enrolments) {
    const key = String(enrolment.student._id);
    byStudent.set(key, [...(byStudent.get(key) ?? []), enrolment]);
  }
  return byStudent;
}
