import type { RetentionRun } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { AuditEntryModel } from '../audit/audit.model';
import { ContactMessageModel } from '../contact/contact.model';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { idsIn } from './person-records';

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

/** Their before-images go from the audit trail, or a restore would bring the person back. */
async function forgetSnapshots(ids: unknown[]) {
  await AuditEntryModel.updateMany(
    { entityId: trusted({ $in: ids.map(String) }), restorable: true },
    { $unset: { snapshot: 1 }, $set: { restorable: false } },
  );
}

/**
 * Applies the site's retention settings once: spam received more than `spamDays` ago is
 * deleted; a closed lead untouched for `closedLeadMonths` is anonymised (the person's fields
 * emptied, what the counts need kept). Running it twice changes nothing more.
 */
export async function applyRetention(now: Date): Promise<RetentionRun> {
  const { retention } = await siteSettingsStore.get();
  const spamBefore = new Date(now.getTime() - retention.spamDays * DAY_MS);
  const closedBefore = monthsBefore(now, retention.closedLeadMonths);
  const [spam, closed] = await Promise.all([
    ContactMessageModel.find({ status: 'spam', createdAt: trusted({ $lt: spamBefore }) })
      .select('_id')
      .lean(),
    ContactMessageModel.find({
      status: 'closed',
      updatedAt: trusted({ $lt: closedBefore }),
      anonymisedAt: null,
    })
      .select('_id')
      .lean(),
  ]);
  const { deletedCount } = await ContactMessageModel.deleteMany({ _id: idsIn(spam) });
  const { modifiedCount } = await ContactMessageModel.updateMany(
    { _id: idsIn(closed) },
    { $set: { ...ANONYMOUS_LEAD, anonymisedAt: now } },
    { timestamps: false },
  );
  await forgetSnapshots([...spam, ...closed].map((lead) => lead._id));
  return { deleted: deletedCount, anonymised: modifiedCount };
}
