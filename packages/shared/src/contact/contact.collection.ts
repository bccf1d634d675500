import { defineCollection } from '../common/collection';
import {
  contactMessageInputSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
} from './contact.schema';

export const contactMessageEndpoint = {
  path: '/contact',
  listKey: 'messages',
  itemKey: 'contactMessage',
} as const;

/**
 * Leads: a visitor creates one with the public form; staff change only its status and notes.
 * What the visitor wrote is theirs, so staff may send it back unchanged but never alter it.
 */
export const contactMessageCollection = defineCollection({
  slug: 'contact-message',
  label: 'contact message',
  endpoint: contactMessageEndpoint,
  input: contactMessageInputSchema,
  update: contactMessageUpdateSchema,
  read: contactMessageSchema,
  serverOwned: {
    name: 'fixed',
    course: 'fixed',
    mobile: 'fixed',
    email: 'fixed',
    message: 'fixed',
  },
});
