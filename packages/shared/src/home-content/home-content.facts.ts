import { defineCollectionFacts } from '../common/collection-facts';
import { homeContentEndpoint } from './home-content.endpoint';

export const homeContentFacts = defineCollectionFacts({
  slug: 'home-content',
  label: 'home page content',
  labels: { singular: 'Home page', plural: 'Home page' },
  endpoint: homeContentEndpoint,
});
