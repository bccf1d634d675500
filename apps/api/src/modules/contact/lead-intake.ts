import type { ContactMessage, ContactStatus, LeadFields } from '@tutoring/shared';
import { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { ContactMessageModel } from './contact.model';
import { storeLead } from './contact.service';
import type { LeadOrigin } from './lead-origin';

/** A lead coming in: the parent's fields, the status it starts in, staff's first notes. */
export interface LeadArrival {
  fields: LeadFields;
  status: ContactStatus;
  notes?: string;
  /** The person's consent and the visit's source (lead-origin.ts); unknown when absent. */
  origin?: LeadOrigin;
  /**
   * The mails it sends that need nothing stored first (the contact form's, to admins and the
   * parent), given the lead's id before it is stored; a booking's mails name the stored
   * booking, so its service queues them after.
   */
  mails?: (leadId: string) => Promise<void>;
}

/**
 * The one way a lead comes in, from the contact form or a booking: it is stored (each lead
 * journaled before the answer, see write-concern.ts) while its mails are queued, not after
 * them: under load every wait for the database is a turn of a busy event loop
 * (docs/decisions/0028-shared-reads-and-mails-queued-with-the-lead.md). A mail that cannot be
 * queued is logged and never
 * fails the lead; a lead that cannot be stored fails the request (staff's mail still holds
 * every field).
 */
export async function takeLead(arrival: LeadArrival, log: Logger): Promise<ContactMessage> {
  const { fields, status, notes, origin, mails } = arrival;
  // Its id is chosen here, so the mails queued beside the insert can name it.
  const id = new Types.ObjectId();
  const [lead, mailError] = await Promise.all([
    storeLead(fields, status, notes, origin, id),
    mails?.(String(id)).then(
      () => undefined,
      (error: unknown) => error,
    ),
  ]);
  if (mailError) log.error({ err: mailError, lead: lead._id }, 'lead: mail not queued');
  return lead;
}

/** Takes back a lead whose booking could not be completed: nothing half-done stays behind. */
export async function withdrawLead(id: string): Promise<void> {
  await ContactMessageModel.deleteOne({ _id: id });
}
