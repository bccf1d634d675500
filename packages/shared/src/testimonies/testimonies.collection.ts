import { defineCollection } from '../common/collection';
import { testimonyEndpoint } from './testimonies.endpoint';
import { testimonyInputSchema, testimonySchema } from './testimonies.schema';

export const testimonyCollection = defineCollection({
  slug: 'testimony',
  label: 'testimony',
  endpoint: testimonyEndpoint,
  input: testimonyInputSchema,
  read: testimonySchema,
});
