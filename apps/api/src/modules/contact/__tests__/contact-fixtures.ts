import type { ContactStatus } from '@tutoring/shared';
import { ContactMessageModel } from '../contact.model';

export interface StoredMessage {
  name: string;
  course?: string;
  email?: string;
  mobile?: string;
  status?: ContactStatus;
  notes?: string;
  /** ISO time the message arrived. */
  at: string;
}

/** Stores messages as they would be after arriving at the given times (the API sets now). */
export async function storeMessages(messages: StoredMessage[]): Promise<void> {
  await ContactMessageModel.collection.insertMany(
    messages.map(({ at, ...message }) => ({
      course: 'IB Physics',
      email: '',
      mobile: '',
      message: '',
      status: 'new',
      notes: '',
      ...message,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    })),
  );
}

export const namesOf = (body: { messages: { name: string }[] }) =>
  body.messages.map((message) => message.name);
