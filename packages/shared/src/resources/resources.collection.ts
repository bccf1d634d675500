import { defineCollection } from '../common/collection';
import { resourceInputSchema, resourceSchema } from './resources.schema';

export const resourceEndpoint = {
  path: '/resources',
  listKey: 'resources',
  itemKey: 'resource',
} as const;

export const resourceCollection = defineCollection({
  slug: 'resource',
  label: 'resource',
  endpoint: resourceEndpoint,
  input: resourceInputSchema,
  read: resourceSchema,
});
