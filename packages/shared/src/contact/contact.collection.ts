import { defineCollection } from '../common/collection';
import { contactMessageFacts } from './contact.facts';
import {
  contactMessageInputSchema,
  contactMessageSchema,
  contactMessageUpdateSchema,
} from './contact.schema';

/**
 * Leads: a visitor creates one with the public form; staff change only its status and notes.
 * What the visitor wrote is theirs, so staff may send it back unchanged but never alter it.
 */
export const contactMessageCollection = defineCollection({
  ...contactMessageFacts,
  input: contactMessageInputSchema,
  update: contactMessageUpdateSchema,
  read: contactMessageSchema,
  serverOwned: {
    name: 'fixed',
    course: 'fixed',
    mobile: 'fixed',
    email: 'fixed',
    message: 'fixed',
    consent: 'fixed',
    source: 'fixed',
  },
});
