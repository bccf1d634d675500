import type { Student } from '@tutoring/shared';
import { isValidObjectId } from 'mongoose';
import { AppError, notFound } from '../../lib/errors';
import { FamilyStudentModel } from './family-student.model';

type StoredStudent = { _id: unknown; name: string };

/** A student's name as written (spaces collapsed); compared without case. */
const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');
const keyOf = (familyId: string, name: string) => `${familyId}:${name.toLowerCase()}`;

const toStudent = (student: StoredStudent): Student => ({
  _id: String(student._id),
  name: student.name,
});

/** The students of a family, in the order they were added; none for an unknown family. */
export async function studentsOfFamily(familyId: string): Promise<Student[]> {
  if (!isValidObjectId(familyId)) return [];
  const students = await FamilyStudentModel.find({ familyId }).sort({ _id: 1 }).lean();
  return students.map(toStudent);
}

/** Whose student this is (the family's id), for checks of "that family"; undefined if none. */
export async function familyOfStudent(studentId: string): Promise<string | undefined> {
  if (!isValidObjectId(studentId)) return undefined;
  const student = await FamilyStudentModel.findById(studentId).select('familyId').lean();
  return student ? String(student.familyId) : undefined;
}

/** Removes a family's students (its erasure); answers how many went. */
export async function removeStudentsOfFamily(familyId: string): Promise<number> {
  if (!isValidObjectId(familyId)) return 0;
  return (await FamilyStudentModel.deleteMany({ familyId })).deletedCount;
}

/**
 * A student of the family: by id, one of theirs (404 for anyone else's), or by name, the
 * student of that name (case and spaces aside) or else a new one.
 */
export function studentOfFamily(
  familyId: string,
  which: { studentId: string } | { studentName: string },
): Promise<Student> {
  return 'studentId' in which
    ? existingStudent(familyId, which.studentId)
    : studentNamed(familyId, which.studentName);
}

async function existingStudent(familyId: string, studentId: string): Promise<Student> {
  if (!isValidObjectId(familyId) || !isValidObjectId(studentId)) throw notFound('Student');
  const student = await FamilyStudentModel.findOne({ _id: studentId, familyId }).lean();
  if (!student) throw notFound('Student');
  return toStudent(student);
}

/** The family's student of that name, added when there is none (family-student.model.ts). */
async function studentNamed(familyId: string, typed: string): Promise<Student> {
  const name = tidyName(typed);
  if (!name) {
    const message = 'Student name is required.';
    throw new AppError('VALIDATION_ERROR', message, [{ path: 'studentName', message }]);
  }
  if (!isValidObjectId(familyId)) throw notFound('Family');
  const key = keyOf(familyId, name);
  const known = await FamilyStudentModel.findOne({ key }).lean();
  if (known) return toStudent(known);
  try {
    return toStudent(await FamilyStudentModel.create({ familyId, name, key }));
  } catch (error) {
    const winner =
      (error as { code?: number }).code === 11000
        ? await FamilyStudentModel.findOne({ key }).lean()
        : null;
    if (!winner) throw error;
    return toStudent(winner);
  }
}
