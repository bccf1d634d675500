import { z } from 'zod';
import { CONTACT_STATUSES, LIMITS } from '../constants';
import { optionalEmail, phoneText, spamSignalFields } from '../common/contact-fields';
import { objectId, optionalText, requiredText } from '../common/fields';
import { leadOriginInputFields, leadOriginReadFields } from './lead-origin.schema';
import {
  blankMeansAbsent,
  calendarDate,
  paginationFields,
  paginationParams,
  sortParam,
} from '../common/query-params';

/**
 * A lead's own fields, the one place they are written: what a parent tells the institute
 * through the contact form or a booking (docs/PRODUCT.md section 5). Name and course are
 * required; a booking asks its e-mail as required and names its course by id.
 */
export const leadFieldsSchema = z.strictObject({
  name: requiredText('Name'),
  course: requiredText('Course'),
  mobile: phoneText('Mobile'),
  email: optionalEmail,
  message: optionalText(LIMITS.longTextMax),
});

/**
 * What the public contact form sends: the lead's fields, the two spam signals, and the
 * consent box and the visit's source (lead-origin.schema.ts).
 */
export const contactMessageInputSchema = leadFieldsSchema.extend({
  ...spamSignalFields,
  ...leadOriginInputFields,
});

/**
 * A lead's columns, in the order staff read them: the admin's table and the Excel export
 * both show these headings.
 */
export const CONTACT_COLUMNS = [
  'Name',
  'Course',
  'Mobile',
  'Email',
  'Message',
  'Received',
  'Status',
  'Notes',
] as const;

const [NAME, COURSE, ...AFTER_COURSE] = CONTACT_COLUMNS;

/**
 * The export adds the named course's price, where each lead came from and whether
 * the person consented.
 */
export const CONTACT_EXPORT_COLUMNS = [
  NAME,
  COURSE,
  'Price',
  ...AFTER_COURSE,
  'Source',
  'Medium',
  'Campaign',
  'Landing page',
  'Referrer',
  'Consent',
] as const;

export const contactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: `Status must be one of ${CONTACT_STATUSES.join(', ')}.`,
});

/** What staff may change on a message (PATCH /contact/:id). */
export const contactMessageUpdateSchema = z
  .strictObject({
    status: contactStatusSchema.optional(),
    notes: z
      .string()
      .max(LIMITS.longTextMax, `Notes must be at most ${LIMITS.longTextMax} characters.`)
      .optional(),
  })
  .refine((value) => value.status !== undefined || value.notes !== undefined, 'Nothing to change.');

export const contactMessageSchema = z.object({
  _id: objectId,
  ...leadFieldsSchema.shape,
  ...leadOriginReadFields,
  status: contactStatusSchema,
  notes: z.string(),
  createdAt: z.string(),
});

/**
 * What the public form is answered: the message without the staff-owned status and notes, so
 * a submission kept as spam gets exactly the answer any other gets.
 */
export const publicContactMessageSchema = contactMessageSchema.omit({ status: true, notes: true });

/** A lead nobody has handled this long after it arrived is overdue (the dashboard counts them). */
export const LEAD_OVERDUE_HOURS = 24;

const contactFilterShape = {
  status: blankMeansAbsent(contactStatusSchema).describe(
    `One of ${CONTACT_STATUSES.join(', ')}; absent: every status but spam.`,
  ),
  course: blankMeansAbsent(z.string().max(200, 'Course must be at most 200 characters.')).describe(
    'Exact course name, any letter case.',
  ),
  from: blankMeansAbsent(calendarDate).describe(
    "First day (YYYY-MM-DD, the institute's time zone), included.",
  ),
  to: blankMeansAbsent(calendarDate).describe(
    "Last day (YYYY-MM-DD, the institute's time zone), included.",
  ),
  source: blankMeansAbsent(z.string().max(200, 'Source must be at most 200 characters.')).describe(
    'The utm_source the lead came with, any letter case; (direct): none.',
  ),
  q: blankMeansAbsent(z.string().max(100, 'Search must be at most 100 characters.')).describe(
    'Text in the name, e-mail or mobile, any letter case (at most 100 characters).',
  ),
  overdue: blankMeansAbsent(
    z.enum(['true', 'false'], { error: 'Overdue must be true or false.' }),
  ).describe(`true: only leads still new ${LEAD_OVERDUE_HOURS} hours after they arrived.`),
  sort: sortParam(['createdAt', 'name', 'course', 'status'] as const, '-createdAt'),
};

function fromNotAfterTo(value: { from?: string | undefined; to?: string | undefined }) {
  return !value.from || !value.to || value.from <= value.to;
}
const FROM_AFTER_TO = { message: 'From must be on or before To.', path: ['to'] };

/**
 * Filters of the staff's lead list and its export (GET /contact/export). status absent means
 * every status but spam; course is an exact name (case-insensitive); from and to are whole
 * days of the institute's time zone, both inclusive; source is a utm source; q searches name, email and mobile (case-insensitive); sort is the
 * order (newest first unless said otherwise), the export's too.
 */
export const contactMessageFilterSchema = z
  .strictObject(contactFilterShape)
  .refine(fromNotAfterTo, FROM_AFTER_TO);

/** GET /contact: the filters plus page (from 1) and limit (1–100, default 50). */
export const contactMessageQuerySchema = z
  .strictObject({ ...contactFilterShape, ...paginationParams })
  .refine(fromNotAfterTo, FROM_AFTER_TO);

/** The answer of GET /contact: one page, newest first, and the total the filters select. */
export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  ...paginationFields,
});

export type ContactStatus = z.infer<typeof contactStatusSchema>;
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessageData = z.output<typeof contactMessageInputSchema>;
export type LeadFields = z.output<typeof leadFieldsSchema>;
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type PublicContactMessage = z.infer<typeof publicContactMessageSchema>;
export type ContactMessageFilter = z.output<typeof contactMessageFilterSchema>;
export type ContactMessageQuery = z.output<typeof contactMessageQuerySchema>;
export type ContactMessageQueryInput = z.input<typeof contactMessageQuerySchema>;
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;
