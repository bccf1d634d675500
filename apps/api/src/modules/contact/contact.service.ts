import {
  contactMessageInputSchema,
  contactMessageUpdateSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '@tutoring/shared';
import { notFound } from '../../lib/errors';
import { parseId, parseInput } from '../../lib/http/validate';
import { ContactMessageModel, toContactMessage, type ContactMessageRecord } from './contact.model';
import { durableWriteConcern } from './write-concern';

/** Newest first; _id breaks ties between messages received in the same millisecond. */
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * Stores a message from the public form. Only the form's fields are accepted (the strict
 * schema refuses status, notes, _id, createdAt); status and notes start as 'new' and ''.
 * A lead must not be lost, so the insert waits until it is journaled (see write-concern.ts).
 */
export async function createContactMessage(input: ContactMessageInput): Promise<ContactMessage> {
  const data = parseInput(contactMessageInputSchema, input);
  const db = ContactMessageModel.db.db;
  if (!db) throw new Error('createContactMessage needs an open connection');
  const now = new Date();
  const document = new ContactMessageModel({
    ...data,
    status: 'new',
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
  return toContactMessage(record);
}

export async function listContactMessages(): Promise<ContactMessage[]> {
  const records = await ContactMessageModel.find().sort(NEWEST_FIRST).lean();
  return records.map(toContactMessage);
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

/** Every message, newest first, one batch at a time (the export never holds them all). */
export async function* streamContactMessages(): AsyncGenerator<ContactMessageRecord> {
  const cursor = ContactMessageModel.find().sort(NEWEST_FIRST).lean().cursor({ batchSize: 500 });
  for await (const record of cursor) yield record as ContactMessageRecord;
}
