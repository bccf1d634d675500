import type { RetentionRun } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AuditEntryModel } from '../audit/audit.model';
import { BookingModel } from '../bookings/booking.model';
import { ContactMessageModel } from '../contact/contact.model';
import { OutboxModel } from '../outbox/outbox.model';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { bookingsOf, idsIn, leadsOf, mailsOf } from './person-records';

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

/** What an anonymised lead keeps: course, status, dates, source (the funnel still counts it). */
const ANONYMOUS_LEAD = { name: 'Anonymised', mobile: '', email: '', message: '', notes: '' };

/**
 * What an anonymised booking keeps: course, tutor, times, status, place, consent and source
 * (the calendar and the tutors' hours still show the class); its private link stops working.
 */
const ANONYMOUS_BOOKING = {
  name: 'Anonymised',
  email: '',
  mobile: '',
  message: '',
  manageTokenHash: null,
  clientKey: null,
};

/** A run's counts: the answer's (leads), and what the Activity log adds. */
export interface RetentionOutcome extends RetentionRun {
  mailsDeleted: number;
  bookingsAnonymised: number;
}

/** Their before-images go from the audit trail, or a restore would bring the person back. */
async function forgetSnapshots(ids: unknown[]) {
  await AuditEntryModel.updateMany(
    { entityId: trusted({ $in: ids.map(String) }), restorable: true },
    { $unset: { snapshot: 1 }, $set: { restorable: false } },
  );
}

/**
 * Sent (or given up) mails to or about the people whose records this run let go, once none
 * of their leads or bookings is kept any more: a mail about a lead still kept stays with it.
 * Queued and sending mails are left to the outbox.
 */
async function forgetMailsOf(emails: string[]): Promise<number> {
  let deleted = 0;
  for (const email of new Set(emails.filter(Boolean).map((email) => email.toLowerCase()))) {
    const [leads, bookings] = await Promise.all([
      leadsOf(email).countDocuments(),
      bookingsOf(email).countDocuments(),
    ]);
    if (leads > 0 || bookings > 0) continue;
    const mails = await mailsOf(email)
      .where({ status: trusted({ $in: ['sent', 'failed'] }) })
      .select('_id')
      .lean();
    deleted += (await OutboxModel.deleteMany({ _id: idsIn(mails) })).deletedCount;
  }
  return deleted;
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
  const [spam, closed, bookings] = await Promise.all([
    ContactMessageModel.find({ status: 'spam', createdAt: trusted({ $lt: spamBefore }) })
      .select('_id email')
      .lean(),
    ContactMessageModel.find({
      status: 'closed',
      updatedAt: trusted({ $lt: closedBefore }),
      anonymisedAt: null,
    })
      .select('_id email')
      .lean(),
    BookingModel.find({ end: trusted({ $lt: closedBefore }), anonymisedAt: null })
      .select('_id email')
      .lean(),
  ]);
  const { deletedCount } = await ContactMessageModel.deleteMany({ _id: idsIn(spam) });
  const { modifiedCount } = await ContactMessageModel.updateMany(
    { _id: idsIn(closed) },
    { $set: { ...ANONYMOUS_LEAD, anonymisedAt: now } },
    { timestamps: false },
  );
  const { modifiedCount: bookingsAnonymised } = await BookingModel.updateMany(
    { _id: idsIn(bookings) },
    { $set: { ...ANONYMOUS_BOOKING, anonymisedAt: now } },
    { timestamps: false },
  );
  const released = [...spam, ...closed, ...bookings];
  await forgetSnapshots(released.map((record) => record._id));
  const mailsDeleted = await forgetMailsOf(released.map((record) => String(record.email ?? '')));
  return { deleted: deletedCount, anonymised: modifiedCount, mailsDeleted, bookingsAnonymised };
}
