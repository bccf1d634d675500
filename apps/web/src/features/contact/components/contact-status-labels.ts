import type { ContactStatus } from '@tutoring/shared';

/** How each lead status reads to staff. */
export const STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  'demo-scheduled': 'Demo scheduled',
  enrolled: 'Enrolled',
  closed: 'Closed',
  spam: 'Spam',
};
