import {
  COURSE_V1_CATEGORIES,
  NO_PAGE_DESCRIPTIONS,
  RESOURCE_CATEGORIES,
  type SiteSettings,
} from '@tutoring/shared';
import { jsonResponse } from './fetch-mock';

/**
 * The site settings as GET /api/settings/site answers them: an institute unlike the demo one,
 * so a test that passes cannot be reading a name left hard-coded somewhere.
 */
export function makeSiteSettings(overrides: Partial<SiteSettings> = {}): SiteSettings {
  return {
    name: 'Harbour Lights Academy',
    tagline: 'Exam coaching by the sea, one student at a time.',
    logo: '',
    email: 'hello@harbourlights.test',
    phones: ['+44 20 7946 0000', '+44 20 7946 0001'],
    whatsapp: '+44 7700 900123',
    address: '3 Quay Street\nFalmouth',
    hours: 'Monday to Friday, 8:00 to 18:00',
    socialLinks: [{ label: 'Instagram', url: 'https://instagram.example/harbourlights' }],
    shareImage: '',
    timeZone: 'Europe/London',
    requireAdminTwoFactor: false,
    // Reminders and what tutors see of the parent.
    reminderHours: [24],
    tutorParentContact: 'email',
    // Classes: make-up and waitlist rules at their defaults.
    makeUpNoticeHours: 24,
    makeUpCreditDays: 60,
    waitlistHoldHours: 24,
    currency: 'USD',
    locale: 'en-US',
    courseCategories: [...COURSE_V1_CATEGORIES],
    resourceCategories: [...RESOURCE_CATEGORIES],
    // No page described yet.
    pageDescriptions: { ...NO_PAGE_DESCRIPTIONS },
    // Consent optional, retention's defaults.
    consentRequired: false,
    privacyNoticeVersion: '1',
    retention: { spamDays: 30, closedLeadMonths: 24 },
    ...overrides,
  };
}

/** The settings nobody has saved yet: an empty form, as the API answers before the first save. */
export function emptySiteSettings(): SiteSettings {
  return makeSiteSettings({
    name: '',
    tagline: '',
    email: '',
    phones: [],
    whatsapp: '',
    address: '',
    hours: '',
    socialLinks: [],
  });
}

/** mockFetch's route for the settings, to spread among a test's other routes. */
export function siteSettingsRoute(site: SiteSettings = makeSiteSettings()) {
  return { 'GET /api/settings/site': () => jsonResponse({ site }) };
}
