import type { Resource } from '@tutoring/shared';
import type { InMemoryListSpec } from '../../../lib/use-in-memory-list';

/** Manage Resources: searched by title, description, category or type; sorted by column. */
export const RESOURCE_LIST: InMemoryListSpec<Resource> = {
  texts: {
    searchLabel: 'Search resources',
    searchHint: 'Title, description, category or type',
    noMatch: 'No resources match this search.',
    pagesLabel: 'Resource pages',
    noun: ['resource', 'resources'],
  },
  fields: [
    { key: 'title', label: 'Title', kind: 'text', value: (resource) => resource.title },
    { key: 'category', label: 'Category', kind: 'text', value: (resource) => resource.category },
    { key: 'type', label: 'Type', kind: 'text', value: (resource) => resource.type },
    {
      key: 'createdAt',
      label: 'Date added',
      kind: 'date',
      value: (resource) => resource.createdAt,
    },
  ],
  defaultSort: 'createdAt',
  searchText: (resource) =>
    [
      resource.title,
      resource.description,
      resource.category,
      resource.fileType,
      resource.type,
    ].join(' '),
};
