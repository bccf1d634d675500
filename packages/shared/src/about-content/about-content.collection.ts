import { defineCollection } from '../common/collection';
import { aboutContentEndpoint } from './about-content.endpoint';
import { aboutContentInputSchema, aboutContentSchema } from './about-content.schema';

export const aboutContentCollection = defineCollection({
  slug: 'about-content',
  label: 'About Us content',
  endpoint: aboutContentEndpoint,
  input: aboutContentInputSchema,
  read: aboutContentSchema,
});
