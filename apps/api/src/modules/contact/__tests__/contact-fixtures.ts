import type { ContactStatus } from '@tutoring/shared';
import { beforeAll, beforeEach } from 'vitest';
import { createUserWithToken } from '../../../../test/http';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
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

/**
 * The start of a suite about leads: an admin signed in once (`staff.admin`, their
 * Authorization header, set once the suite has begun) and, before each test, no leads and,
 * given a `timeZone`, the institute's clock there (a day in Kolkata is not a UTC day).
 */
export function leadsSuite({ timeZone }: { timeZone?: string } = {}) {
  const staff = { admin: '' };
  beforeAll(async () => {
    staff.admin = (await createUserWithToken('admin')).authorization;
  });
  beforeEach(async () => {
    await ContactMessageModel.deleteMany({});
    if (timeZone) await siteSettingsStore.replace({ name: 'Harbour Lights Academy', timeZone });
  });
  return staff;
}
