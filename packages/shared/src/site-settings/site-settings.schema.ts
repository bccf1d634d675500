import { z } from 'zod';
import { optionalEmail, phoneText } from '../common/contact-fields';
import { isWebLinkOrSitePath, optionalText, requiredText } from '../common/fields';
import { DEFAULT_TIME_ZONE, timeZoneName } from '../bookings/time-zone';

/** An address on the web: http or https with a host, as a browser parses it. */
export function isWebLink(value: string): boolean {
  return isWebLinkOrSitePath(value) && /^https?:\/\//i.test(value.trim());
}

/** A picture of the site: an uploaded file's path (/api/files/…) or a web link; or none. */
const pictureLink = z
  .string()
  .trim()
  .max(2048, 'Link is too long.')
  .refine(
    (value) => value === '' || isWebLinkOrSitePath(value, { rootedOnly: true }),
    'Use an uploaded image or an http(s) link.',
  )
  .default('');

export const socialLinkSchema = z.strictObject({
  label: requiredText('Label', 40),
  url: z
    .string({ error: 'Link is required.' })
    .trim()
    .max(2048, 'Link is too long.')
    .refine(isWebLink, 'Use a link that starts with http:// or https://.'),
});

/**
 * The institute as the whole site names it and tells how to reach it: one document, edited in
 * the admin's Settings. Phone numbers and links are checked like the contact form's.
 */
export const siteSettingsInputSchema = z.strictObject({
  name: requiredText('Institute name', 120),
  tagline: optionalText(200),
  logo: pictureLink,
  email: optionalEmail,
  phones: z
    .array(phoneText('Phone'))
    .max(5, 'At most 5 phone numbers.')
    .default([])
    .transform((phones) => phones.filter((phone) => phone !== '')),
  whatsapp: phoneText('WhatsApp number'),
  address: optionalText(500),
  hours: optionalText(500),
  socialLinks: z.array(socialLinkSchema).max(10, 'At most 10 links.').default([]),
  /** The picture a link preview shows when a page has none of its own. */
  shareImage: pictureLink,
  /** Where the institute is (IANA name): tutors' hours are read in it, mails show it. */
  timeZone: timeZoneName.default(DEFAULT_TIME_ZONE),
  /** Admins must sign in with a second factor; one without is made to set it up first. */
  requireAdminTwoFactor: z
    .boolean({ error: 'Require two-factor sign-in must be true or false.' })
    .default(false),
});

export const siteSettingsSchema = siteSettingsInputSchema;

export type SocialLink = z.infer<typeof socialLinkSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;
