import type { RetentionRun } from '@tutoring/shared';
import { forgetSnapshots } from '../audit/forget-snapshots';
import { anonymiseEndedBookings, hasBookingsOfPerson } from '../bookings/booking-privacy';
import { applyLeadRetention, hasLeadsOfPerson } from '../contact/lead-privacy';
import { forgetMails, type MailOwner } from '../outbox/person-mails';
import { siteSettingsStore } from '../site-settings/site-settings.store';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The same day of the month `months` earlier (the last day when that month is shorter). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}

/** A run's counts: the answer's (leads), and what the Activity log adds. */
export interface RetentionOutcome extends RetentionRun {
  mailsDeleted: number;
  bookingsAnonymised: number;
}

/** The people whose records a run let go and of whom nothing is kept any more. */
async function nobodyKept(emails: string[]): Promise<MailOwner[]> {
  const owners: MailOwner[] = [];
  for (const email of new Set(emails.filter(Boolean).map((email) => email.toLowerCase()))) {
    const [leads, bookings] = await Promise.all([
      hasLeadsOfPerson(email),
      hasBookingsOfPerson(email),
    ]);
    if (!leads && !bookings) owners.push({ email, recordIds: [] });
  }
  return owners;
}

/**
 * Applies the site's retention settings once: spam received more than `spamDays` ago is
 * deleted; a closed lead untouched for `closedLeadMonths` is anonymised (the person's fields
 * emptied, what the counts need kept), and so is a booking whose class ended that long ago;
 * then the mails of those people go, unless something of theirs is still kept. Running it
 * twice changes nothing more.
 */
export async function applyRetention(now: Date): Promise<RetentionOutcome> {
  const { retention } = await siteSettingsStore.get();
  const spamBefore = new Date(now.getTime() - retention.spamDays * DAY_MS);
  const closedBefore = monthsBefore(now, retention.closedLeadMonths);
  const leads = await applyLeadRetention({ spamBefore, closedBefore, now });
  const bookings = await anonymiseEndedBookings(closedBefore, now);
  const released = [...leads.released, ...bookings.released];
  const ids = released.map((record) => record._id);
  await forgetSnapshots({ entityIds: ids });
  // The mails about those records go (the tutor's too); a person's other mails once nothing
  // of theirs is kept: a mail about a lead still kept stays with it.
  const mailsDeleted = await forgetMails({
    about: ids,
    of: await nobodyKept(released.map((record) => record.email)),
  });
  return {
    deleted: leads.deleted,
    anonymised: leads.anonymised,
    mailsDeleted,
    bookingsAnonymised: bookings.anonymised,
  };
}
