import { defineCollectionFacts } from '../common/collection-facts';
import { testimonyEndpoint } from './testimonies.endpoint';

export const testimonyFacts = defineCollectionFacts({
  slug: 'testimony',
  label: 'testimony',
  labels: {
    singular: 'testimony',
    plural: 'testimonies',
    fields: { studentName: 'Student', createdAt: 'Date added' },
  },
  endpoint: testimonyEndpoint,
  admin: {
    columns: ['studentName', 'createdAt'],
    searchFields: ['studentName', 'text'],
    searchHint: 'Student name or words',
    sorts: { studentName: 'text', createdAt: 'date' },
    defaultSort: 'createdAt',
  },
});
