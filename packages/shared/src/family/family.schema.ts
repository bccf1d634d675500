import { z } from 'zod';

/**
 * A family (docs/API.md section 9): a `user` account is a guardian with `students`. GET
 * /family answers each student with their classes (enrolments), and the family's invoices.
 * Instants are UTC ISO strings; the page shows them in the family's own time zone.
 */

/** A student's name as a guardian types it on an enrolment form. */
export const studentNameSchema = z
  .string({ error: 'Student name is required.' })
  .trim()
  .min(1, 'Student name is required.')
  .max(100, 'Student name must be at most 100 characters.');

export const studentSchema = z.object({ _id: z.string(), name: z.string() });

/** An enrolment's state, as enrolling answers it. */
export const FAMILY_ENROLMENT_STATUSES = ['active', 'awaiting-payment'] as const;

const count = z.number().int().nonnegative();

export const familySessionSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
});

/** The class a student is enrolled in, as the family page needs it. */
export const familyBatchSchema = z.object({
  _id: z.string(),
  title: z.string(),
  course: z.object({ _id: z.string(), title: z.string() }),
  timeZone: z.string(),
});

export const attendanceCountsSchema = z.object({ present: count, absent: count, excused: count });

/** A make-up credit: until when it can be used, and the session it went to (null: unused). */
export const makeUpCreditSchema = z.object({
  _id: z.string(),
  expiresAt: z.string(),
  usedFor: z.string().nullable(),
});

export const familyEnrolmentSchema = z.object({
  _id: z.string(),
  batch: familyBatchSchema,
  status: z.enum(FAMILY_ENROLMENT_STATUSES),
  nextSessions: z.array(familySessionSchema),
  attendance: attendanceCountsSchema,
  credits: z.array(makeUpCreditSchema),
});

export const familyStudentSchema = studentSchema.extend({
  enrolments: z.array(familyEnrolmentSchema),
});

/** GET /family. `invoices` takes its shape from the fees work; until then it is empty. */
export const familySchema = z.object({
  students: z.array(familyStudentSchema),
  invoices: z.array(z.unknown()),
});

export type Student = z.infer<typeof studentSchema>;
export type FamilySession = z.infer<typeof familySessionSchema>;
export type FamilyBatch = z.infer<typeof familyBatchSchema>;
export type AttendanceCounts = z.infer<typeof attendanceCountsSchema>;
export type MakeUpCredit = z.infer<typeof makeUpCreditSchema>;
export type FamilyEnrolment = z.infer<typeof familyEnrolmentSchema>;
export type FamilyStudent = z.infer<typeof familyStudentSchema>;
export type Family = z.infer<typeof familySchema>;
