import { defineCollectionFacts } from '../common/collection-facts';
import { aboutContentEndpoint } from './about-content.endpoint';

export const aboutContentFacts = defineCollectionFacts({
  slug: 'about-content',
  label: 'About Us content',
  labels: { singular: 'About Us', plural: 'About Us' },
  endpoint: aboutContentEndpoint,
});
