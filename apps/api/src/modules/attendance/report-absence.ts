import type { Credit } from '@tutoring/shared';
import { AppError, notFound } from '../../lib/errors';
import { markSessionTouched, sessionWithBatch } from '../batches/session-commands';
import { enrolmentOfFamily } from '../enrolments/enrolment-queries';
import { AttendanceModel } from './attendance.model';
import { grantCredit } from './credits';

const HOUR = 60 * 60_000;

interface AbsenceContext {
  familyId: string;
  now: Date;
  noticeHours: number;
  creditDays: number;
}

/**
 * A family's notice that a student will miss a session: at least `noticeHours` ahead it is a
 * make-up credit (once) and the session's attendance says absent; later it is 409 `too_late`.
 * Another family's enrolment, or a session not of its batch, reads as unknown (404).
 */
export async function reportAbsence(
  sessionId: string,
  enrolmentId: string,
  ctx: AbsenceContext,
): Promise<Credit> {
  const enrolment = await enrolmentOfFamily(enrolmentId, ctx.familyId);
  const { session, batch } = await sessionWithBatch(sessionId);
  if (String(enrolment.batch) !== batch._id) throw notFound('Session');
  if (session.status !== 'scheduled') {
    throw new AppError('CONFLICT', 'This session is cancelled: its credit is already given.');
  }
  if (new Date(session.start).getTime() - ctx.now.getTime() < ctx.noticeHours * HOUR) {
    throw new AppError(
      'too_late',
      `An absence must be reported at least ${ctx.noticeHours} hours before the class to earn a make-up credit.`,
    );
  }
  await markSessionTouched(session._id);
  await AttendanceModel.updateOne(
    { session: session._id, enrolment: enrolment._id },
    {
      $setOnInsert: { batch: batch._id, family: enrolment.family, student: enrolment.student },
      $set: { status: 'absent' },
    },
    { upsert: true },
  );
  return grantCredit({
    session: session._id,
    batch: batch._id,
    course: batch.course,
    enrolment,
    reason: 'notice',
    now: ctx.now,
    days: ctx.creditDays,
  });
}
