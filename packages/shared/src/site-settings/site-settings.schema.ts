import { z } from 'zod';
import { optionalEmail, phoneText } from '../common/contact-fields';
import { isWebLinkOrSitePath, optionalText, requiredText } from '../common/fields';
import { pageDescriptionsSchema } from '../common/meta-description';
import { isWebLink } from './web-link';
import { DEFAULT_TIME_ZONE, timeZoneName } from '../bookings/time-zone';
import { COURSE_V1_CATEGORIES, RESOURCE_CATEGORIES } from '../constants';
import { categoryList } from './categories';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, isKnownCurrency, isKnownLocale } from './money';
import { privacySettingsFields } from './privacy-settings.schema';

export { isWebLink } from './web-link';

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

/** What of the parent's contact a tutor's invitation carries. */
export const TUTOR_PARENT_CONTACTS = ['email', 'phone'] as const;

export const socialLinkSchema = z.strictObject({
  label: requiredText('Label', 40),
  url: z
    .string({ error: 'Link is required.' })
    .trim()
    .max(2048, 'Link is too long.')
    .refine(isWebLink, 'Use a link that starts with http:// or https://.'),
});

/**
 * The institute's own words: the currency its prices are in, the locale they are written in,
 * and the categories of its courses (v1) and resources. Kept as one block, so other settings
 * merge beside it.
 */
const ownWordsSettings = {
  currency: z
    .string({ error: 'Currency must be a text.' })
    .trim()
    .toUpperCase()
    .refine(isKnownCurrency, 'Use an ISO 4217 currency code such as USD, INR, AED or GBP.')
    .default(DEFAULT_CURRENCY),
  locale: z
    .string({ error: 'Locale must be a text.' })
    .trim()
    .max(35, 'Locale must be at most 35 characters.')
    .refine(isKnownLocale, 'Use a language tag such as en-US, en-IN or ar-AE.')
    .default(DEFAULT_LOCALE),
  courseCategories: categoryList('Course categories', COURSE_V1_CATEGORIES),
  resourceCategories: categoryList('Resource categories', RESOURCE_CATEGORIES),
};

/**
 * The institute as the whole site names it and tells how to reach it: one document, edited in
 * the admin's Settings. Phone numbers and links are checked like the contact form's.
 */
/** A whole-number setting in [min, max], `fallback` when absent. */
const settingHours = (label: string, min: number, max: number, fallback: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int(`${label} must be a whole number.`)
    .min(min, `${label} must be at least ${min}.`)
    .max(max, `${label} must be at most ${max}.`)
    .default(fallback);

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
  // Tutors in the loop: the booking mails' settings, kept together.
  /** Hours before a class at which reminders go to the parent and the tutor (largest first). */
  reminderHours: z
    .array(
      z
        .number({ error: 'Reminder hours must be whole numbers.' })
        .int('Reminder hours must be whole numbers.')
        .min(1, 'A reminder goes at least 1 hour before.')
        .max(336, 'A reminder goes at most 336 hours (two weeks) before.'),
    )
    .max(5, 'At most 5 reminders.')
    .default([24])
    .transform((hours) => [...new Set(hours)].sort((a, b) => b - a)),
  /** What a tutor's invitation gives of the parent besides the name: their e-mail or phone. */
  tutorParentContact: z
    .enum(TUTOR_PARENT_CONTACTS, { error: 'Tutor sees must be email or phone.' })
    .default('email'),
  /** Classes: how early a family must report an absence to earn a make-up credit. */
  makeUpNoticeHours: settingHours('Make-up notice hours', 0, 336, 24),
  /** How long a make-up credit may be used, in days from the missed class. */
  makeUpCreditDays: settingHours('Make-up credit days', 1, 365, 60),
  /** How long a waitlist offer holds a freed seat before the next in line is offered it. */
  waitlistHoldHours: settingHours('Waitlist hold hours', 1, 336, 24),
  ...ownWordsSettings,
  ...privacySettingsFields,
  /** Each public page's description for search results; blank: made from its content. */
  pageDescriptions: pageDescriptionsSchema,
});

export const siteSettingsSchema = siteSettingsInputSchema;

export type SocialLink = z.infer<typeof socialLinkSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;
