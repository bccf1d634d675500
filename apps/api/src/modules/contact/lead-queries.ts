import { LEAD_OVERDUE_HOURS, type ContactStatus } from '@tutoring/shared';
import { trusted } from 'mongoose';
import { ContactMessageModel } from './contact.model';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The leads staff work with: every lead but those held as spam (spam is kept, never dropped,
 * and shown only when asked for). The one statement of the rule: lists, counts and the funnel
 * all use it.
 */
export const notSpam = () => ({ status: trusted({ $ne: 'spam' }) });

/** Overdue: still new a day after it arrived. */
export const overdueAt = (now: Date) => ({
  status: 'new',
  createdAt: trusted({ $lt: new Date(now.getTime() - LEAD_OVERDUE_HOURS * HOUR_MS) }),
});

/** Which leads to count: of one status or all but spam, arrived since a moment or not. */
export interface LeadCount {
  status: ContactStatus | 'not-spam';
  arrivedSince?: Date;
}

export const countLeads = ({ status, arrivedSince }: LeadCount) =>
  ContactMessageModel.countDocuments({
    ...(status === 'not-spam' ? notSpam() : { status }),
    ...(arrivedSince ? { createdAt: trusted({ $gte: arrivedSince }) } : {}),
  });

/** The leads still new a day after they arrived. */
export const countOverdueLeads = (now: Date) => ContactMessageModel.countDocuments(overdueAt(now));

/** How many leads each status holds (spam too): the metrics' gauge. */
export const countLeadsByStatus = () =>
  ContactMessageModel.aggregate<{ _id: string; count: number }>([
    { $group: { _id: '$status', count: { $sum: 1 } } },
  ]);

/** The status of each of some leads, by id (a booking's lead, for the calendar). */
export async function leadStatusesOf(ids: unknown[]): Promise<Map<string, string>> {
  const leads = await ContactMessageModel.find({ _id: trusted({ $in: ids }) })
    .select('status')
    .lean();
  return new Map(leads.map((lead) => [String(lead._id), String(lead.status)]));
}

/** What the funnel reads of a lead. */
export interface FunnelLead {
  status: string;
  statusHistory?: { status?: string | null }[] | null;
  course: string;
  source?: { utmSource?: string | null } | null;
  createdAt: Date;
}

/** The leads, spam left out, that arrived in a range (all when open), as the funnel reads them. */
export const findFunnelLeads = (arrived: { $gte?: Date; $lt?: Date }) =>
  ContactMessageModel.find({
    ...notSpam(),
    ...(arrived.$gte || arrived.$lt ? { createdAt: trusted(arrived) } : {}),
  })
    .select('status statusHistory course source.utmSource createdAt')
    .lean<FunnelLead[]>();
