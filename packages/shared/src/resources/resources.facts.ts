import { defineCollectionFacts } from '../common/collection-facts';
import { resourceEndpoint } from './resources.endpoint';

export const resourceFacts = defineCollectionFacts({
  slug: 'resource',
  label: 'resource',
  labels: {
    singular: 'resource',
    plural: 'resources',
    fields: { title: 'Title', category: 'Category', type: 'Type', createdAt: 'Date added' },
    screen: {
      loadFailed: 'Failed to load resources. Please try again later.',
      empty: 'No resources yet. Add the first one.',
      retryAdvice: 'Please try again.',
    },
  },
  endpoint: resourceEndpoint,
  // A category renamed in the settings moves resources to the new name.
  dependsOn: ['site-settings'],
  admin: {
    columns: ['title', 'category', 'type', 'createdAt'],
    searchFields: ['title', 'description', 'category', 'fileType', 'type'],
    searchHint: 'Title, description, category or type',
    sorts: { title: 'text', category: 'text', type: 'text', createdAt: 'date' },
    defaultSort: 'createdAt',
  },
});
