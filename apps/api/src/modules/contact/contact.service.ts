import {
  CONTACT_MIN_FILL_MS,
  EMPTY_LEAD_SOURCE,
  NO_CONSENT,
  LIMITS,
  contactMessageCollection,
  type contactMessageInputSchema,
  type contactMessageUpdateSchema,
  type ContactMessage,
  type ContactMessageData,
  type ContactMessageFilter,
  type ContactStatus,
  type ContactMessageQuery,
  type LeadFields,
  type ContactMessageList,
  type PublicContactMessage,
} from '@tutoring/shared';
import type { Stored } from '../../lib/collection/change-event';
import type { Replaced } from '../../lib/collection/collection-store';
import { checkTakenBack } from '../../lib/collection/server-owned';
import { batchedInserts } from '../../lib/db/batched-inserts';
import { paginate } from '../../lib/db/paginate';
import { sortOrder } from '../../lib/db/sort-order';
import { toReadShape } from '../../lib/collection/read-shape';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/http/validate';
import { toContactFilter } from './contact-filter';
import { UNKNOWN_ORIGIN, type LeadOrigin } from './lead-origin';
import { siteSettingsStore } from '../site-settings/site-settings.store';
import { ContactMessageModel } from './contact.model';
import { durableWriteConcern } from './write-concern';
import type { z } from 'zod';
import { Types } from 'mongoose';

/** A message as stored: its dates are dates (the export writes them as such). */
export type StoredContactMessage = Omit<ContactMessage, 'createdAt'> & { createdAt: Date };

/** Leads stored before consent and source existed read as none given, source unknown. */
const toMessage = (stored: unknown): ContactMessage =>
  ({
    consent: { ...NO_CONSENT },
    source: { ...EMPTY_LEAD_SOURCE },
    ...toReadShape<Partial<ContactMessage>>(contactMessageCollection.read, stored),
  }) as ContactMessage;

/**
 * A bot fills the hidden honeypot field or submits faster than a person can type. A client
 * that sends neither signal (an API client) is never taken for spam.
 */
export function isLikelySpam({
  website,
  elapsedMs,
}: Pick<ContactMessageData, 'website' | 'elapsedMs'>): boolean {
  if (website !== undefined && website.trim() !== '') return true;
  return elapsedMs !== undefined && elapsedMs < CONTACT_MIN_FILL_MS;
}

/**
 * The lead a message from the public form makes (400 on bad input). Only the form's fields
 * are accepted (the strict schema refuses status, notes, _id, createdAt); status starts as
 * 'new', or 'spam' when the submission looks automated: spam is kept (a person wrongly caught
 * is never lost) and answered exactly like any other, so a bot learns nothing. The spam
 * signals are not stored.
 */
export function leadFromForm(form: z.output<typeof contactMessageInputSchema>): {
  fields: LeadFields;
  status: ContactStatus;
  posted: Pick<ContactMessageData, 'consent' | 'source'>;
} {
  const { website: _website, elapsedMs: _elapsedMs, consent, source, ...fields } = form;
  return { fields, status: isLikelySpam(form) ? 'spam' : 'new', posted: { consent, source } };
}

/** A lead must not be lost: each insert waits until it is journaled (see write-concern.ts). */
const insertLead = batchedInserts(ContactMessageModel, {
  writeConcern: () => {
    const db = ContactMessageModel.db.db;
    if (!db) throw new Error('storing a lead needs an open connection');
    return durableWriteConcern(db);
  },
});

/**
 * Stores a lead in a given status with staff notes (a booking's lead starts demo-scheduled),
 * through the model; on the embedded database together with the leads of other requests
 * arriving meanwhile (lib/db/batched-inserts.ts).
 */
export async function storeLead(
  data: LeadFields,
  status: ContactStatus,
  notes = '',
  origin: LeadOrigin = UNKNOWN_ORIGIN,
  _id: Types.ObjectId = new Types.ObjectId(),
): Promise<ContactMessage> {
  const statusHistory = [{ status, at: new Date() }];
  return toMessage(await insertLead({ _id, ...data, ...origin, status, notes, statusHistory }));
}

/**
 * The history entries a status change adds: the new status, and first the one the lead had
 * when it was stored before histories existed, so the furthest status reached is never lost.
 */
function historyAfter(stored: Stored, before: ContactMessage, status: ContactStatus | undefined) {
  if (status === undefined || status === before.status) return [];
  const at = new Date();
  const held = (stored as { statusHistory?: unknown[] }).statusHistory;
  const earlier = held?.length ? [] : [{ status: before.status, at: new Date(before.createdAt) }];
  return [...earlier, { status, at }];
}

/** Adds a dated line to a lead's notes (a booking moved or cancelled); no lead, nothing. */
export async function appendLeadNote(id: string, line: string): Promise<void> {
  const lead = await ContactMessageModel.findById(id).select('notes').lean();
  if (!lead) return;
  const notes = [lead.notes, line].filter(Boolean).join('\n').slice(-LIMITS.longTextMax);
  await ContactMessageModel.updateOne({ _id: lead._id }, { $set: { notes } });
}

/** What the public form is answered: no staff-owned status or notes, so spam looks like any other. */
export function publicPartOf(message: ContactMessage): PublicContactMessage {
  const { status: _status, notes: _notes, ...visible } = message;
  return visible;
}

/** One page of the lead list in its order (newest first), with the total the filters select. */
export async function listContactMessages(query: ContactMessageQuery): Promise<ContactMessageList> {
  const { page, limit, ...filter } = query;
  const { timeZone } = await siteSettingsStore.get();
  const { items, ...pageOf } = await paginate(
    ContactMessageModel,
    toContactFilter(filter, timeZone),
    sortOrder(filter.sort),
    { page, limit },
    (record) => toMessage(record),
  );
  return { messages: items, ...pageOf };
}

async function findStoredMessage(id: string): Promise<Stored> {
  const record = await ContactMessageModel.findById(parseId(id, 'Contact message')).lean();
  if (!record) throw notFound('Contact message');
  return record;
}

/**
 * Staff change a message's status and notes; nothing else about it can change. The message
 * may be sent back as it was read, the visitor's own words unchanged.
 */
export async function updateContactMessage(
  id: string,
  changes: z.output<typeof contactMessageUpdateSchema>,
  takenBack?: Record<string, unknown>,
): Promise<Replaced<ContactMessage>> {
  const stored = await findStoredMessage(id);
  const before = toMessage(stored);
  checkTakenBack(contactMessageCollection, takenBack, before);
  const history = historyAfter(stored, before, changes.status);
  const updated = await ContactMessageModel.findByIdAndUpdate(
    before._id,
    { $set: changes, ...(history.length ? { $push: { statusHistory: { $each: history } } } : {}) },
    { new: true, runValidators: true },
  ).lean();
  if (!updated) throw notFound('Contact message');
  return { before, after: toMessage(updated), stored: { before: stored, after: updated } };
}

/** The selected messages in the list's order, one batch at a time (the export never holds them all). */
export async function* streamContactMessages(
  filter: ContactMessageFilter,
  timeZone: string,
): AsyncGenerator<StoredContactMessage> {
  const cursor = ContactMessageModel.find(toContactFilter(filter, timeZone))
    .sort(sortOrder(filter.sort))
    .lean()
    .cursor({ batchSize: 500 });
  for await (const record of cursor) yield record as unknown as StoredContactMessage;
}
