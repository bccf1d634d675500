import { defineCollection } from '../common/collection';
import { testimonyInputSchema, testimonySchema } from './testimonies.schema';

export const testimonyEndpoint = {
  path: '/testimonies',
  listKey: 'testimonies',
  itemKey: 'testimony',
} as const;

export const testimonyCollection = defineCollection({
  slug: 'testimony',
  label: 'testimony',
  endpoint: testimonyEndpoint,
  input: testimonyInputSchema,
  read: testimonySchema,
});
