import { defineCollectionFacts } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { adminListOf } from './admin-list';
import { inMemoryPage } from './in-memory-list';
import { sortOptions } from './list-sort';

// A collection no other file knows: its admin list comes from its facts alone.
interface Note {
  title: string;
  tags: string[];
  price: { hourly?: number };
}
const noteFacts = defineCollectionFacts({
  slug: 'note',
  label: 'note',
  labels: { singular: 'note', plural: 'notes', fields: { title: 'Title', 'price.hourly': 'Rate' } },
  endpoint: { path: '/notes', listKey: 'notes', itemKey: 'note' },
  admin: {
    columns: ['title', 'price.hourly'],
    searchFields: ['title', 'tags'],
    sorts: { title: 'text', 'price.hourly': 'number' },
    defaultSort: 'title',
  },
});
const NOTES: Note[] = [
  { title: 'Beta', tags: ['algebra'], price: { hourly: 40 } },
  { title: 'Alpha', tags: ['vectors', 'calculus'], price: {} },
  { title: 'Gamma', tags: [], price: { hourly: 20 } },
];
const list = adminListOf<Note>(noteFacts);
const page = (q: string, sort: string) =>
  inMemoryPage(NOTES, { ...list, q, sort, page: 1 }).items.map((note) => note.title);

describe('an admin list from a collection definition', () => {
  it('when its facts name sorts, then the sort menu offers both directions with the field labels', () => {
    expect(sortOptions(list.fields).map((option) => option.label)).toEqual([
      'Title, A to Z',
      'Title, Z to A',
      'Rate, low to high',
      'Rate, high to low',
    ]);
  });

  it('when sorted by the default, then the list follows it', () => {
    expect(page('', list.defaultSort)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('when sorted by a nested number, then a row without one goes last', () => {
    expect(page('', 'price.hourly')).toEqual(['Gamma', 'Beta', 'Alpha']);
  });

  it('when searched, then every search field is matched, each entry of a list too', () => {
    expect(page('calc', 'title')).toEqual(['Alpha']);
    expect(page('gam', 'title')).toEqual(['Gamma']);
  });
});
