import type { Enrolment, Student } from '@tutoring/shared';
import { Types } from 'mongoose';
import { AppError } from '../../lib/errors';
import { EnrolmentModel, EnrolmentPlaceModel } from './enrolment.model';

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

export const ALREADY_ENROLLED = 'This student is already enrolled in this batch.';

/** What a new enrolment is made of; `seat` gives it a seat held in its id's name. */
export interface NewEnrolment {
  batch: { _id: string; hasFee: boolean };
  familyId: string;
  student: Student;
  now: Date;
  /** Takes (or hands over) a seat for the enrolment of this id; throws when none is left. */
  seat: (enrolmentId: string) => Promise<unknown>;
  /** Gives that seat back when the enrolment could not be written. */
  unseat: (enrolmentId: string) => Promise<unknown>;
}

export const toEnrolment = (stored: {
  _id: unknown;
  batch: unknown;
  student: { _id: unknown; name?: string | null };
  status: string;
}): Enrolment => ({
  _id: String(stored._id),
  batch: String(stored.batch),
  student: { _id: String(stored.student._id), name: stored.student.name ?? '' },
  status: stored.status as Enrolment['status'],
});

/**
 * Enrols a student: their place in the batch first (the unique key lets one of two racing
 * enrolments of one child have it), then a seat, then the enrolment. Whatever fails gives
 * back what was taken before it, so nothing is left half done.
 */
export async function createEnrolment(values: NewEnrolment): Promise<Enrolment> {
  const { batch, student } = values;
  const id = new Types.ObjectId();
  const placeKey = `${batch._id}:${student._id}`;
  try {
    await EnrolmentPlaceModel.create({ _id: placeKey, enrolment: id });
  } catch (error) {
    if (isDuplicate(error)) throw new AppError('already_enrolled', ALREADY_ENROLLED);
    throw error;
  }
  try {
    await values.seat(String(id));
  } catch (error) {
    await EnrolmentPlaceModel.deleteOne({ _id: placeKey, enrolment: id });
    throw error;
  }
  try {
    const created = await EnrolmentModel.create({
      _id: id,
      batch: batch._id,
      family: values.familyId,
      student: { _id: student._id, name: student.name },
      status: batch.hasFee ? 'awaiting-payment' : 'active',
      enrolledAt: values.now,
    });
    return toEnrolment(created.toObject());
  } catch (error) {
    await values.unseat(String(id));
    await EnrolmentPlaceModel.deleteOne({ _id: placeKey, enrolment: id });
    throw error;
  }
}
