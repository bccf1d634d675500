import { defineCollection } from '../common/collection';
import { aboutContentInputSchema, aboutContentSchema } from './about-content.schema';

/** A single document: read and replaced, never listed, created or deleted. */
export const aboutContentEndpoint = {
  path: '/content/about-us',
  itemKey: 'about',
} as const;

export const aboutContentCollection = defineCollection({
  slug: 'about-content',
  label: 'About Us content',
  endpoint: aboutContentEndpoint,
  input: aboutContentInputSchema,
  read: aboutContentSchema,
});
