import { defineCollectionFacts } from '../common/collection-facts';
import { legalPagesEndpoint } from './legal-pages.endpoint';

export const legalPageFacts = defineCollectionFacts({
  slug: 'legal-page',
  label: 'legal page',
  labels: { singular: 'page', plural: 'pages' },
  endpoint: legalPagesEndpoint,
  // Anyone reads them; what the institute promises in law is an administrator's word.
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
});
