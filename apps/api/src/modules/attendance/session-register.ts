import type { SessionRegister } from '@tutoring/shared';
import type { SessionWithBatch } from '../batches/session-commands';
import { activeEnrolmentsOfBatch } from '../enrolments/enrolment-queries';
import { AttendanceModel } from './attendance.model';

type Mark = SessionRegister['records'][number]['status'];

/**
 * A session's register: every enrolment holding a seat in its batch, first enrolled first,
 * with the mark saved so far. A student enrolled after the session was marked reads unmarked.
 */
export async function registerOf({ session, batch }: SessionWithBatch): Promise<SessionRegister> {
  const [enrolments, marks] = await Promise.all([
    activeEnrolmentsOfBatch(String(batch._id)),
    AttendanceModel.find({ session: session._id }).select('enrolment status').lean(),
  ]);
  const markOf = new Map(marks.map((mark) => [String(mark.enrolment), mark.status as Mark]));
  return {
    session: String(session._id),
    records: enrolments.map((enrolment) => ({
      enrolment: String(enrolment._id),
      student: { _id: String(enrolment.student._id), name: enrolment.student.name ?? '' },
      status: markOf.get(String(enrolment._id)) ?? null,
    })),
  };
}
