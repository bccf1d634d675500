import { defineCollection } from '../common/collection';
import { legalPageFacts } from './legal-pages.facts';
import { legalPageInputSchema, legalPageSchema } from './legal-pages.schema';

export const legalPageCollection = defineCollection({
  ...legalPageFacts,
  input: legalPageInputSchema,
  read: legalPageSchema,
});
