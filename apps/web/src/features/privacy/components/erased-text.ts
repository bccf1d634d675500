import type { Erased } from '@tutoring/shared';

/**
 * 'Erased: 2 leads, 1 booking, …': what the erasure answered, in words. A family's class
 * records are named only when there were some: most people erased never enrolled.
 */
export function erasedText(erased: Erased): string {
  const always = [
    [erased.leads, 'lead', 'leads'],
    [erased.bookings, 'booking', 'bookings'],
    [erased.mails, 'mail', 'mails'],
    [erased.accounts, 'account', 'accounts'],
    [erased.auditEntries, 'audit snapshot', 'audit snapshots'],
  ] as const;
  const classes = [
    [erased.enrolments, 'class enrolment', 'class enrolments'],
    [erased.waitlist, 'waitlist place', 'waitlist places'],
    [erased.attendance, 'attendance record', 'attendance records'],
    [erased.credits, 'make-up credit', 'make-up credits'],
  ] as const;
  const parts = [...always, ...classes.filter(([count]) => count > 0)];
  return `Erased: ${parts.map(([count, one, many]) => `${count} ${count === 1 ? one : many}`).join(', ')}.`;
}
