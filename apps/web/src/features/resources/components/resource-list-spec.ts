import { resourceFacts, type Resource } from '@tutoring/shared';
import { adminListOf } from '../../../lib/admin-list';
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
  ...adminListOf<Resource>(resourceFacts),
};
