import { defineCollection } from '../common/collection';
import { homeContentFacts } from './home-content.facts';
import { homeContentInputSchema, homeContentSchema } from './home-content.schema';

export const homeContentCollection = defineCollection({
  ...homeContentFacts,
  input: homeContentInputSchema,
  read: homeContentSchema,
});
