import { DIRECT_SOURCE, type ContactMessage } from '@tutoring/shared';
import { dateTimeLabel } from '../../../lib/zoned-format';

export type LeadOrigin = Pick<ContactMessage, 'consent' | 'source'>;

/** The source the funnel and the Source filter know the lead by: its utm_source or '(direct)'. */
export const sourceKeyOf = (lead: LeadOrigin) => lead.source.utmSource || DIRECT_SOURCE;

/** 'Given 20 Nov 2026, 16:00 (notice version 1)', or 'Not given'. */
export function consentText({ consent }: LeadOrigin, timeZone: string): string {
  if (!consent.given) return 'Not given';
  const when = consent.at ? ` ${dateTimeLabel(consent.at, timeZone)}` : '';
  const notice = consent.noticeVersion ? ` (notice version ${consent.noticeVersion})` : '';
  return `Given${when}${notice}`;
}
