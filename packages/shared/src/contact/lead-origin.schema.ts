import { z } from 'zod';

/**
 * Where a lead came from and what the person agreed to: sent by the contact form
 * and the booking form, stored on the lead (and the booking), shown to staff, exported, and
 * counted by the funnel. Recorded first-party: no cookie, no third-party request.
 */

/** A short text of the visit; anything longer than a browser would send is refused. */
const visitText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).default('');

/** An http(s) address reduced to its origin: no path or query of another site is kept. */
function originOf(value: string): string {
  if (value === '') return '';
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : '';
  } catch {
    return '';
  }
}

/** The first page of the visit, the referring site and its utm_* parameters. */
export const leadSourceSchema = z.strictObject({
  /** A path on this site ('/courses', '/#/contact'); its query is dropped. */
  landingPage: visitText('Landing page', 500)
    .refine((value) => value === '' || value.startsWith('/'), 'Landing page must be a path.')
    .transform((value) => value.replace(/\?[^#]*/, '')),
  /** The referring page's origin only ('https://www.google.com'). */
  referrer: visitText('Referrer', 2048).transform(originOf),
  utmSource: visitText('utm_source', 200),
  utmMedium: visitText('utm_medium', 200),
  utmCampaign: visitText('utm_campaign', 200),
});

export const EMPTY_LEAD_SOURCE = {
  landingPage: '',
  referrer: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
} as const;

/** What the public forms may add to a lead: the consent box and the visit's source. */
export const leadOriginInputFields = {
  consent: z.boolean({ error: 'Consent must be true or false.' }).optional(),
  source: leadSourceSchema.optional(),
};

/** What a lead keeps of its consent: whether, when (ISO) and to which notice version. */
export const storedConsentSchema = z.object({
  given: z.boolean(),
  at: z.string().nullable(),
  noticeVersion: z.string(),
});

export const NO_CONSENT = { given: false, at: null, noticeVersion: '' } as const;

/** The read shape's fields; leads stored before they existed read as no consent, no source. */
export const leadOriginReadFields = {
  consent: storedConsentSchema.default({ ...NO_CONSENT }),
  source: z
    .object({
      landingPage: z.string(),
      referrer: z.string(),
      utmSource: z.string(),
      utmMedium: z.string(),
      utmCampaign: z.string(),
    })
    .default({ ...EMPTY_LEAD_SOURCE }),
};

export type LeadSource = z.output<typeof leadSourceSchema>;
export type LeadSourceInput = z.input<typeof leadSourceSchema>;
export type StoredConsent = z.infer<typeof storedConsentSchema>;
