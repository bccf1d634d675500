import { trusted } from 'mongoose';
import { sameInAnyCase } from '../../lib/db/text-match';
import { ContactMessageModel } from './contact.model';

/** A lead let go by retention: its id, and the address whose mails may go with it. */
export interface ReleasedLead {
  _id: string;
  email: string;
}

const released = (leads: { _id: unknown; email?: unknown }[]): ReleasedLead[] =>
  leads.map((lead) => ({ _id: String(lead._id), email: String(lead.email ?? '') }));

/** What an anonymised lead keeps: course, status, dates, source (the funnel still counts it). */
const ANONYMOUS_LEAD = { name: 'Anonymised', mobile: '', email: '', message: '', notes: '' };

/** A person's leads, spam too (any letter case: the form keeps the address as typed), oldest first. */
export const findLeadsOfPerson = (email: string) =>
  ContactMessageModel.find({ email: sameInAnyCase(email) })
    .sort({ createdAt: 1 })
    .lean();

/** Whether anything of a person is still kept among the leads. */
export const hasLeadsOfPerson = async (email: string) =>
  (await ContactMessageModel.countDocuments({ email: sameInAnyCase(email) })) > 0;

/** Deletes leads by id (a person's erasure); answers how many went. */
export async function eraseLeads(ids: string[]): Promise<number> {
  const { deletedCount } = await ContactMessageModel.deleteMany({ _id: trusted({ $in: ids }) });
  return deletedCount;
}

/**
 * Retention of leads: spam received before `spamBefore` is deleted; a closed lead untouched
 * since `closedBefore` is anonymised. Answers the counts and the leads let go.
 */
export async function applyLeadRetention({
  spamBefore,
  closedBefore,
  now,
}: {
  spamBefore: Date;
  closedBefore: Date;
  now: Date;
}) {
  const [spam, closed] = await Promise.all([
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
  ]);
  const idsOf = (leads: { _id: unknown }[]) => trusted({ $in: leads.map((lead) => lead._id) });
  const { deletedCount } = await ContactMessageModel.deleteMany({ _id: idsOf(spam) });
  const { modifiedCount } = await ContactMessageModel.updateMany(
    { _id: idsOf(closed) },
    { $set: { ...ANONYMOUS_LEAD, anonymisedAt: now } },
    { timestamps: false },
  );
  return {
    deleted: deletedCount,
    anonymised: modifiedCount,
    released: released([...spam, ...closed]),
  };
}
