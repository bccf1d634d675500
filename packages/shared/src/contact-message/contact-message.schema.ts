import { z } from 'zod';
import { CONTACT_STATUSES } from '../constants';
import { objectId, optionalText } from '../common/fields';

/** What the public contact form sends. Name and course are required (SPEC.md section 5). */
export const contactMessageInputSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required.' })
    .trim()
    .min(1, 'Name is required.')
    .max(200, 'Name must be at most 200 characters.'),
  course: z
    .string({ error: 'Course is required.' })
    .trim()
    .min(1, 'Course is required.')
    .max(200, 'Course must be at most 200 characters.'),
  mobile: z
    .string()
    .trim()
    .max(30, 'Mobile must be at most 30 characters.')
    // Common written forms pass: +91 98765 43210, (555) 123-4567, 555.123.4567.
    .refine(
      (value) => value === '' || /^[+(\d][\d\s().-]{5,}$/.test(value),
      'Enter a valid phone number.',
    )
    .default(''),
  // Trimmed like every other field: a pasted address with a trailing space is still valid.
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email('Enter a valid e-mail address.').max(254)]))
    .default(''),
  message: optionalText(5000),
});

export const contactStatusSchema = z.enum(CONTACT_STATUSES, {
  error: `Status must be one of ${CONTACT_STATUSES.join(', ')}.`,
});

/** What staff may change on a message (PATCH /contact/:id). */
export const contactMessageUpdateSchema = z
  .strictObject({
    status: contactStatusSchema.optional(),
    notes: z.string().max(5000, 'Notes must be at most 5000 characters.').optional(),
  })
  .refine((value) => value.status !== undefined || value.notes !== undefined, 'Nothing to change.');

export const contactMessageSchema = z.object({
  _id: objectId,
  name: z.string(),
  course: z.string(),
  mobile: z.string(),
  email: z.string(),
  message: z.string(),
  status: contactStatusSchema,
  notes: z.string(),
  createdAt: z.string(),
});

export type ContactStatus = z.infer<typeof contactStatusSchema>;
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;
export type ContactMessageData = z.output<typeof contactMessageInputSchema>;
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
