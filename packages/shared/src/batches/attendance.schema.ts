import { z } from 'zod';
import { objectId } from '../common/fields';
import { studentSchema } from '../family/family.schema';

/**
 * A session's attendance, its cancel, a family's notice of absence and the make-up credits
 * these give (docs/API.md, classes).
 */
export const sessionsEndpoints = {
  attendance: { path: '/sessions/:id/attendance', itemKey: 'attendance' },
  cancel: { path: '/sessions/:id/cancel', itemKey: 'session' },
  absence: { path: '/sessions/:id/absence', itemKey: 'credit' },
  makeups: { path: '/makeups', itemKey: 'makeup' },
} as const;

export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
/** Why a credit was given: the family's notice, the tutor's excuse, the institute's cancel. */
export const CREDIT_REASONS = ['notice', 'excused', 'cancelled'] as const;
/** The most records one save takes: far above any batch's seats. */
export const MAX_ATTENDANCE_RECORDS = 500;

const attendanceStatus = z.enum(ATTENDANCE_STATUSES, {
  error: 'Status must be present, absent or excused.',
});

/** PUT /sessions/:id/attendance: one record per enrolment of the session's batch. */
export const attendanceInputSchema = z.strictObject({
  records: z
    .array(z.strictObject({ enrolment: objectId, status: attendanceStatus }))
    .min(1, 'Mark at least one student.')
    .max(MAX_ATTENDANCE_RECORDS, `At most ${MAX_ATTENDANCE_RECORDS} records at once.`)
    .refine(
      (records) => new Set(records.map((record) => record.enrolment)).size === records.length,
      'Each enrolment once.',
    ),
});

/** One student's attendance of one session. */
export const attendanceRecordSchema = z.object({
  _id: objectId,
  session: objectId,
  enrolment: objectId,
  student: studentSchema,
  status: attendanceStatus,
});

/**
 * GET /sessions/:id/attendance: the session's register, every seat-holding enrolment of its
 * batch with its student and the mark so far (null: not marked yet).
 */
export const sessionRegisterSchema = z.object({
  session: objectId,
  records: z.array(
    z.object({ enrolment: objectId, student: studentSchema, status: attendanceStatus.nullable() }),
  ),
});

/** POST /sessions/:id/cancel. */
export const sessionCancelSchema = z.strictObject({
  reason: z.string().trim().max(500, 'The reason is at most 500 characters.').optional(),
});

/** POST /sessions/:id/absence: the family's notice that a student will miss the session. */
export const absenceInputSchema = z.strictObject({ enrolment: objectId });

/** A make-up credit as the family and staff read it; `usedFor` is the session it went to. */
export const creditSchema = z.object({
  _id: objectId,
  enrolment: objectId,
  student: studentSchema,
  course: objectId,
  reason: z.enum(CREDIT_REASONS),
  session: objectId,
  grantedAt: z.string(),
  expiresAt: z.string(),
  usedFor: objectId.nullable(),
});

/** POST /makeups: a credit spent on a session of another batch of the same course. */
export const makeupInputSchema = z.strictObject({ credit: objectId, session: objectId });

export const makeupSchema = z.object({
  _id: z.string(),
  credit: objectId,
  session: objectId,
  student: studentSchema,
});

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export type CreditReason = (typeof CREDIT_REASONS)[number];
export type AttendanceInput = z.input<typeof attendanceInputSchema>;
export type AttendanceRecord = z.infer<typeof attendanceRecordSchema>;
export type Credit = z.infer<typeof creditSchema>;
export type Makeup = z.infer<typeof makeupSchema>;
export type SessionRegister = z.infer<typeof sessionRegisterSchema>;
