import { z } from 'zod';
import { phoneText, spamSignalFields } from '../common/contact-fields';
import { objectId, requiredText } from '../common/fields';
import { leadOriginInputFields } from '../contact/lead-origin.schema';
import { studentNameSchema, studentSchema } from '../family/family.schema';

/**
 * Enrolment in a batch and its waitlist (docs/API.md, classes). A seat is held by an active
 * enrolment, by one awaiting payment (a batch with a fee), or by a waitlist offer until it is
 * accepted, declined or expires.
 */
export const ENROLMENT_STATUSES = ['active', 'awaiting-payment', 'withdrawn'] as const;

const guardianEmail = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .min(1, 'E-mail is required.')
  .pipe(z.email('Enter a valid e-mail address.').max(254, 'Enter a valid e-mail address.'));

/** The guardian as the enrolment and waitlist forms give them. */
const guardianFields = {
  guardianName: requiredText('Guardian name'),
  email: guardianEmail,
  mobile: phoneText('Mobile'),
};

/**
 * POST /batches/:id/enrolments: a student by name, or (a signed-in family) one of their
 * students by id; exactly one of the two.
 */
export const enrolmentInputSchema = z
  .strictObject({
    studentName: studentNameSchema.optional(),
    studentId: objectId.optional(),
    ...guardianFields,
    ...spamSignalFields,
    ...leadOriginInputFields,
  })
  .refine((value) => (value.studentName === undefined) !== (value.studentId === undefined), {
    message: 'Give the student name (or, signed in, one of your students).',
    path: ['studentName'],
  });

/** An enrolment as its family and staff read it. */
export const enrolmentSchema = z.object({
  _id: objectId,
  batch: objectId,
  student: studentSchema,
  status: z.enum(ENROLMENT_STATUSES),
});

/** POST /batches/:id/waitlist: only while no seat is free. */
export const waitlistInputSchema = z.strictObject({
  studentName: studentNameSchema,
  ...guardianFields,
  ...spamSignalFields,
});

/** A waiting place: its position counts from 1, the first in line. */
export const waitlistEntrySchema = z.object({ _id: objectId, position: z.number().int().min(1) });

/** What the holder of an offer's link sees: the batch and until when the seat is held. */
export const waitlistOfferSchema = z.object({
  batch: z.object({
    _id: objectId,
    title: z.string(),
    course: z.object({ _id: objectId, title: z.string() }),
  }),
  expiresAt: z.string(),
});

export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export type EnrolmentInput = z.input<typeof enrolmentInputSchema>;
export type Enrolment = z.infer<typeof enrolmentSchema>;
export type WaitlistInput = z.input<typeof waitlistInputSchema>;
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;
