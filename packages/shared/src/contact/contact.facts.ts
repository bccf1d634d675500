import { defineCollectionFacts } from '../common/collection-facts';
import { contactMessageEndpoint } from './contact.endpoint';

/** Leads: a visitor sends one with the public form; admins read and work them. */
export const contactMessageFacts = defineCollectionFacts({
  slug: 'contact-message',
  label: 'contact message',
  endpoint: contactMessageEndpoint,
  access: { read: 'admin', create: 'public', update: 'admin', delete: 'admin' },
});
