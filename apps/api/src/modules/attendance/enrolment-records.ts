import type { AttendanceCounts, FamilyEnrolment, MakeUpCredit } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AttendanceModel, MakeUpCreditModel } from './attendance.model';

/** What the family page and others may ask of attendance and credits, by enrolment id. */

const none = (): AttendanceCounts => ({ present: 0, absent: 0, excused: 0 });

/** Each enrolment's attendance so far, counted by status (none yet: zeros). */
export async function attendanceOfEnrolments(ids: string[]) {
  const records = await AttendanceModel.find({ enrolment: trusted({ $in: ids }) })
    .select('enrolment status')
    .lean();
  const counts = new Map<string, AttendanceCounts>(ids.map((id) => [id, none()]));
  for (const record of records) {
    const tally = counts.get(String(record.enrolment));
    if (tally) tally[record.status] += 1;
  }
  return counts;
}

/** Each enrolment's make-up credits, spent ones too, soonest expiry first. */
export async function creditsOfEnrolments(ids: string[]) {
  const credits = await MakeUpCreditModel.find({ enrolment: trusted({ $in: ids }) })
    .sort({ expiresAt: 1 })
    .lean();
  const byEnrolment = new Map<string, MakeUpCredit[]>(ids.map((id) => [id, []]));
  for (const credit of credits) {
    byEnrolment.get(String(credit.enrolment))?.push({
      _id: String(credit._id),
      expiresAt: credit.expiresAt.toISOString(),
      usedFor: credit.usedFor ? String(credit.usedFor) : null,
    });
  }
  return byEnrolment;
}

type EnrolmentsByStudent = ReadonlyMap<string, FamilyEnrolment[]>;

/**
 * The family page's provider of enrolments with attendance and credits filled in from here:
 * routes.ts wraps the enrolments module's provider in it.
 */
export const withAttendanceAndCredits =
  (provider: (studentIds: string[]) => Promise<EnrolmentsByStudent>) =>
  async (studentIds: string[]): Promise<EnrolmentsByStudent> => {
    const byStudent = await provider(studentIds);
    const ids = [...byStudent.values()].flat().map((enrolment) => enrolment._id);
    if (ids.length === 0) return byStudent;
    const [attendance, credits] = await Promise.all([
      attendanceOfEnrolments(ids),
      creditsOfEnrolments(ids),
    ]);
    return new Map(
      [...byStudent].map(([student, enrolments]) => [
        student,
        enrolments.map((enrolment) => ({
          ...enrolment,
          attendance: attendance.get(enrolment._id) ?? none(),
          credits: credits.get(enrolment._id) ?? [],
        })),
      ]),
    );
  };
