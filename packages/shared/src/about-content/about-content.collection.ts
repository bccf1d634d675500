import { defineCollection } from '../common/collection';
import { aboutContentFacts } from './about-content.facts';
import { aboutContentInputSchema, aboutContentSchema } from './about-content.schema';

export const aboutContentCollection = defineCollection({
  ...aboutContentFacts,
  input: aboutContentInputSchema,
  read: aboutContentSchema,
});
