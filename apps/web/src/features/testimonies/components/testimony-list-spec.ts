import type { Testimony } from '@tutoring/shared';
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
  fields: [
    {
      key: 'studentName',
      label: 'Student',
      kind: 'text',
      value: (testimony) => testimony.studentName,
    },
    {
      key: 'createdAt',
      label: 'Date added',
      kind: 'date',
      value: (testimony) => testimony.createdAt,
    },
  ],
  defaultSort: 'createdAt',
  searchText: (testimony) => [testimony.studentName, testimony.text].join(' '),
};
