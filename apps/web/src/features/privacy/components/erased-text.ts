import type { Erased } from '@tutoring/shared';

/** 'Erased: 2 leads, 1 booking, …': what the erasure answered, in words. */
export function erasedText(erased: Erased): string {
  const parts = [
    [erased.leads, 'lead', 'leads'],
    [erased.bookings, 'booking', 'bookings'],
    [erased.mails, 'mail', 'mails'],
    [erased.accounts, 'account', 'accounts'],
    [erased.auditEntries, 'audit snapshot', 'audit snapshots'],
  ] as const;
  return `Erased: ${parts.map(([count, one, many]) => `${count} ${count === 1 ? one : many}`).join(', ')}.`;
}
