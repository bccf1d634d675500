import {
  CONSENT_REQUIRED_MESSAGE,
  EMPTY_LEAD_SOURCE,
  NO_CONSENT,
  type LeadSource,
  type StoredConsent,
} from '@tutoring/shared';
import { sharedRead } from '../../lib/db/shared-read';
import { AppError } from '../../lib/errors';
import { siteSettingsStore } from '../site-settings/site-settings.store';

/** What a lead keeps besides the person's own fields: their consent and the visit's source. */
export interface LeadOrigin {
  consent: StoredConsent;
  source: LeadSource;
}

export const UNKNOWN_ORIGIN: LeadOrigin = { consent: NO_CONSENT, source: EMPTY_LEAD_SOURCE };

/**
 * The site settings a post from a public form reads (its consent rule, its mails' context),
 * one query shared by concurrent posts (lib/db/shared-read.ts): read per post, it was a round
 * trip of its own before each lead could be stored, the mixed load's posts' slowest step.
 */
export const postedSiteSettings = sharedRead(() => siteSettingsStore.get());

/**
 * The origin of a post from a public form (contact or booking): a 400 naming `consent` when
 * the site requires it and the box was not ticked; a consent given records when, and the
 * privacy notice version the site shows now (its settings say which).
 */
export async function leadOriginOf(
  posted: { consent?: boolean | undefined; source?: LeadSource | undefined },
  now: Date,
): Promise<LeadOrigin> {
  const site = await postedSiteSettings();
  if (site.consentRequired && posted.consent !== true) {
    throw new AppError('VALIDATION_ERROR', CONSENT_REQUIRED_MESSAGE, [
      { path: 'consent', message: CONSENT_REQUIRED_MESSAGE },
    ]);
  }
  const consent = posted.consent
    ? { given: true, at: now.toISOString(), noticeVersion: site.privacyNoticeVersion }
    : { ...NO_CONSENT };
  return { consent, source: posted.source ?? { ...EMPTY_LEAD_SOURCE } };
}
