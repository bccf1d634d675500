import { defineCollection } from '../common/collection';
import { resourceEndpoint } from './resources.endpoint';
import { resourceInputSchema, resourceSchema } from './resources.schema';

export const resourceCollection = defineCollection({
  slug: 'resource',
  label: 'resource',
  endpoint: resourceEndpoint,
  input: resourceInputSchema,
  read: resourceSchema,
});
