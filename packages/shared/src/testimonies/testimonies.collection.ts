import { defineCollection } from '../common/collection';
import { testimonyFacts } from './testimonies.facts';
import { testimonyInputSchema, testimonySchema } from './testimonies.schema';

export const testimonyCollection = defineCollection({
  ...testimonyFacts,
  input: testimonyInputSchema,
  read: testimonySchema,
});
