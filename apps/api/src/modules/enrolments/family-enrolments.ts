import type { FamilyEnrolment } from '@tutoring/shared';
import { batchesForFamily } from '../batches/batch-queries';
import { activeEnrolmentsOfStudents } from './enrolment-queries';

/**
 * The family page's classes of these students, by student id: each enrolment's batch and
 * next sessions. Attendance and credits start empty: the attendance work fills them.
 */
export function familyEnrolments(now: () => Date) {
  return async (studentIds: string[]): Promise<Map<string, FamilyEnrolment[]>> => {
    const byStudent = await activeEnrolmentsOfStudents(studentIds);
    const batchIds = [...byStudent.values()].flatMap((list) => list.map((e) => String(e.batch)));
    const batches = await batchesForFamily([...new Set(batchIds)], now());
    const answer = new Map<string, FamilyEnrolment[]>();
    for (const [studentId, enrolments] of byStudent) {
      answer.set(
        studentId,
        enrolments.flatMap((enrolment) => {
          const view = batches.get(String(enrolment.batch));
          if (!view) return [];
          return [
            {
              _id: String(enrolment._id),
              batch: view.batch,
              status: enrolment.status as FamilyEnrolment['status'],
              nextSessions: view.nextSessions,
              attendance: { present: 0, absent: 0, excused: 0 },
              credits: [],
            },
          ];
        }),
      );
    }
    return answer;
  };
}
