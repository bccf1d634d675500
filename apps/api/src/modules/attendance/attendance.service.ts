import type { AttendanceInput, AttendanceRecord } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AppError } from '../../lib/errors';
import { markSessionTouched, type SessionWithBatch } from '../batches/session-commands';
import { activeEnrolmentsOfBatch } from '../enrolments/enrolment-queries';
import { AttendanceModel } from './attendance.model';
import { grantCredit, withdrawExcusedCredit } from './credits';

type ActiveEnrolment = Awaited<ReturnType<typeof activeEnrolmentsOfBatch>>[number];

const toRecord = (stored: Record<string, unknown>): AttendanceRecord => {
  const student = stored.student as { _id: unknown; name?: unknown };
  return {
    _id: String(stored._id),
    session: String(stored.session),
    enrolment: String(stored.enrolment),
    student: { _id: String(student._id), name: String(student.name ?? '') },
    status: stored.status as AttendanceRecord['status'],
  };
};

/** Each record's enrolment must hold a place in the session's batch: 400 naming the record. */
function enrolmentsOfRecords(records: AttendanceInput['records'], active: ActiveEnrolment[]) {
  const byId = new Map(active.map((enrolment) => [String(enrolment._id), enrolment]));
  return records.map((record, index) => {
    const enrolment = byId.get(record.enrolment);
    if (enrolment) return enrolment;
    const path = `records.${index}.enrolment`;
    const message = 'This enrolment is not an active one of the session’s batch.';
    throw new AppError('VALIDATION_ERROR', message, [{ path, message }]);
  });
}

/** Writes one record by its unique (session, enrolment); a racing first save is retried once. */
async function upsertRecord(filter: object, values: object) {
  const write = () => AttendanceModel.updateOne(filter, { $set: values }, { upsert: true });
  try {
    await write();
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    await write();
  }
}

/**
 * Saves a session's attendance. `excused` grants that student's credit (once); a record moved
 * away from `excused` takes an unspent credit of the excuse back.
 */
export async function saveAttendance(
  { session, batch }: SessionWithBatch,
  records: AttendanceInput['records'],
  { now, creditDays }: { now: Date; creditDays: number },
): Promise<AttendanceRecord[]> {
  const enrolments = enrolmentsOfRecords(records, await activeEnrolmentsOfBatch(batch._id));
  await markSessionTouched(session._id);
  for (const [index, record] of records.entries()) {
    const enrolment = enrolments[index]!;
    const filter = { session: session._id, enrolment: enrolment._id };
    await upsertRecord(filter, {
      batch: batch._id,
      family: enrolment.family,
      student: { _id: enrolment.student._id, name: enrolment.student.name ?? '' },
      status: record.status,
    });
    if (record.status === 'excused') {
      const grant = { session: session._id, batch: batch._id, course: batch.course };
      await grantCredit({ ...grant, enrolment, reason: 'excused', now, days: creditDays });
    } else {
      await withdrawExcusedCredit(session._id, String(enrolment._id), now);
    }
  }
  const saved = await AttendanceModel.find({
    session: session._id,
    enrolment: trusted({ $in: enrolments.map((enrolment) => enrolment._id) }),
  }).lean();
  return saved.map((stored) => toRecord(stored as unknown as Record<string, unknown>));
}
