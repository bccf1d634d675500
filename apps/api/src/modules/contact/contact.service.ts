import {
  CONTACT_MIN_FILL_MS,
  contactMessageFilterSchema,
  contactMessageInputSchema,
  contactMessageQuerySchema,
  contactMessageUpdateSchema,
  type ContactMessage,
  type ContactMessageData,
  type ContactMessageFilter,
  type ContactMessageInput,
  type ContactMessageList,
  type PublicContactMessage,
} from '@tutoring/shared';
import { notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { toContactFilter } from './contact-filter';
import {
  ContactMessageModel,
  toContactMessage,
  toPublicContactMessage,
  type ContactMessageRecord,
} from './contact.model';
import { durableWriteConcern } from './write-concern';

/** Newest first; _id breaks ties between messages received in the same millisecond. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

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
 * Stores a message from the public form. Only the form's fields are accepted (the strict
 * schema refuses status, notes, _id, createdAt); status starts as 'new', or 'spam' when the
 * submission looks automated: spam is kept (a person wrongly caught is never lost) and
 * answered exactly like any other, so a bot learns nothing. The spam signals are not stored.
 * A lead must not be lost, so the insert waits until it is journaled (see write-concern.ts).
 */
export async function createContactMessage(
  input: ContactMessageInput,
): Promise<PublicContactMessage> {
  const form = parseInput(contactMessageInputSchema, input);
  const { website: _website, elapsedMs: _elapsedMs, ...data } = form;
  const db = ContactMessageModel.db.db;
  if (!db) throw new Error('createContactMessage needs an open connection');
  const now = new Date();
  const document = new ContactMessageModel({
    ...data,
    status: isLikelySpam(form) ? 'spam' : 'new',
    notes: '',
    createdAt: now,
    updatedAt: now,
  });
  await document.validate();
  const record = document.toObject();
  // Straight to the driver: Mongoose's typed save({ w, j }) hands w and j over as top-level
  // options, which the MongoDB driver 6 silently ignores (seen on the wire), and its typings
  // have no writeConcern option. The driver's insertOne takes writeConcern as it is.
  await ContactMessageModel.collection.insertOne(record, {
    writeConcern: await durableWriteConcern(db),
  });
  return toPublicContactMessage(record);
}

/** One page of the lead list, newest first, with the total the filters select. */
export async function listContactMessages(query: unknown): Promise<ContactMessageList> {
  const { page, limit, ...filter } = parseInput(contactMessageQuerySchema, query);
  const where = toContactFilter(filter);
  const [records, total] = await Promise.all([
    ContactMessageModel.find(where)
      .sort(NEWEST_FIRST)
      .skip((page - 1) * limit)
      .limit(limit)
      .lean(),
    ContactMessageModel.countDocuments(where),
  ]);
  return { messages: records.map(toContactMessage), total, page, limit };
}

/** The export's filters: those of the list without page and limit (400 with details). */
export function parseContactFilter(query: unknown): ContactMessageFilter {
  return parseInput(contactMessageFilterSchema, query);
}

/** Staff change a message's status and notes; nothing else about it can change. */
export async function updateContactMessage(id: string, input: unknown): Promise<ContactMessage> {
  const messageId = parseId(id, 'Contact message');
  const changes = parseInput(contactMessageUpdateSchema, input);
  const updated = await ContactMessageModel.findByIdAndUpdate(
    messageId,
    { $set: changes },
    { new: true, runValidators: true },
  ).lean();
  if (!updated) throw notFound('Contact message');
  return toContactMessage(updated);
}

/** The selected messages, newest first, one batch at a time (the export never holds them all). */
export async function* streamContactMessages(
  filter: ContactMessageFilter,
): AsyncGenerator<ContactMessageRecord> {
  const cursor = ContactMessageModel.find(toContactFilter(filter))
    .sort(NEWEST_FIRST)
    .lean()
    .cursor({ batchSize: 500 });
  for await (const record of cursor) yield record as ContactMessageRecord;
}
