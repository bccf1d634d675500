import { testimonyFacts, type Testimony } from '@tutoring/shared';
import { adminListOf } from '../../../lib/admin-list';
import type { InMemoryListSpec } from '../../../lib/use-in-memory-list';

/** Manage Testimonies: searched by the student's name or words; sorted by name or date. */
export const TESTIMONY_LIST: InMemoryListSpec<Testimony> = {
  texts: {
    searchLabel: 'Search testimonies',
    searchHint: 'Student name or words',
    noMatch: 'No testimonies match this search.',
    pagesLabel: 'Testimony pages',
    noun: ['testimony', 'testimonies'],
  },
  ...adminListOf<Testimony>(testimonyFacts),
};
