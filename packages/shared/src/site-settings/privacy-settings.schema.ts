import { z } from 'zod';

/** How long leads are kept: spam is deleted, closed leads anonymised, past these. */
export const DEFAULT_RETENTION = { spamDays: 30, closedLeadMonths: 24 } as const;

export const retentionSchema = z.strictObject({
  spamDays: z
    .number({ error: 'Spam days must be a whole number.' })
    .int('Spam days must be a whole number.')
    .min(1, 'Spam days must be at least 1.')
    .max(3650, 'Spam days must be at most 3650.'),
  closedLeadMonths: z
    .number({ error: 'Closed lead months must be a whole number.' })
    .int('Closed lead months must be a whole number.')
    .min(1, 'Closed lead months must be at least 1.')
    .max(120, 'Closed lead months must be at most 120.'),
});

/**
 * The site settings of a person's data, kept in one block so other settings merge
 * beside it: whether the public forms require the consent box, which version of the privacy
 * notice a consent given now refers to, and how long leads are kept.
 */
export const privacySettingsFields = {
  consentRequired: z.boolean({ error: 'Consent required must be true or false.' }).default(false),
  /** Raised by an admin when the privacy notice changes; each consent records the one it saw. */
  privacyNoticeVersion: z
    .string()
    .trim()
    .min(1, 'Privacy notice version is required.')
    .max(40, 'Privacy notice version must be at most 40 characters.')
    .default('1'),
  retention: retentionSchema.default({ ...DEFAULT_RETENTION }),
};

export type Retention = z.infer<typeof retentionSchema>;
