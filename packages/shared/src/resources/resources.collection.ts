import { defineCollection } from '../common/collection';
import { resourceFacts } from './resources.facts';
import { resourceInputSchema, resourceSchema } from './resources.schema';

export const resourceCollection = defineCollection({
  ...resourceFacts,
  input: resourceInputSchema,
  read: resourceSchema,
});
