import { describe, expect, it } from 'vitest';
import { inMemoryPage } from './in-memory-list';
import { readSort, sortOptions, type SortField } from './list-sort';

interface Course {
  title: string;
  price: number | null;
  createdAt: string;
}

const FIELDS: SortField<Course>[] = [
  { key: 'title', label: 'Title', kind: 'text', value: (course) => course.title },
  { key: 'price', label: 'Price', kind: 'number', value: (course) => course.price ?? Infinity },
  { key: 'createdAt', label: 'Date added', kind: 'date', value: (course) => course.createdAt },
];

const COURSES: Course[] = [
  { title: 'SAT Maths', price: 60, createdAt: '2026-01-03T00:00:00.000Z' },
  { title: 'ib physics', price: 85, createdAt: '2026-01-01T00:00:00.000Z' },
  { title: 'AP Calculus', price: null, createdAt: '2026-01-02T00:00:00.000Z' },
  { title: 'IB Chemistry', price: 60, createdAt: '2026-01-04T00:00:00.000Z' },
];

const titlesOf = (query: Partial<Parameters<typeof inMemoryPage<Course>>[1]>) =>
  inMemoryPage(COURSES, {
    q: '',
    searchText: (course) => course.title,
    sort: 'createdAt',
    fields: FIELDS,
    page: 1,
    ...query,
  }).items.map((course) => course.title);

describe('inMemoryPage', () => {
  it('when a search is typed, then only items containing it match, whatever the case', () => {
    expect(titlesOf({ q: '  IB ' })).toEqual(['ib physics', 'IB Chemistry']);
  });

  it('when sorted by text, then letter case does not decide the order; minus reverses it', () => {
    expect(titlesOf({ sort: 'title' })).toEqual([
      'AP Calculus',
      'IB Chemistry',
      'ib physics',
      'SAT Maths',
    ]);
    expect(titlesOf({ sort: '-title' })[0]).toBe('SAT Maths');
  });

  it('when sorted by a number, then equal values keep the order they had (a stable sort)', () => {
    expect(titlesOf({ sort: 'price' })).toEqual([
      'SAT Maths',
      'IB Chemistry',
      'ib physics',
      'AP Calculus',
    ]);
  });

  it('when the items fill more than a page, then the page asked for is given, and the total', () => {
    const second = inMemoryPage(COURSES, {
      q: '',
      searchText: (course) => course.title,
      sort: 'createdAt',
      fields: FIELDS,
      page: 2,
      pageSize: 3,
    });
    expect(second.items.map((course) => course.title)).toEqual(['IB Chemistry']);
    expect(second.total).toBe(4);
  });

  it('when a page past the end is asked for, then the last page is given', () => {
    expect(titlesOf({ page: 9, pageSize: 3 })).toEqual(['IB Chemistry']);
  });
});

describe('sort options', () => {
  it('when offered, then each field reads in words both ways, dates newest first', () => {
    expect(sortOptions(FIELDS).map((option) => option.label)).toEqual([
      'Title, A to Z',
      'Title, Z to A',
      'Price, low to high',
      'Price, high to low',
      'Date added, newest first',
      'Date added, oldest first',
    ]);
  });

  it('when the URL names a sort the list does not have, then the default is used', () => {
    expect(readSort('-price', FIELDS, 'createdAt')).toBe('-price');
    expect(readSort('password', FIELDS, 'createdAt')).toBe('createdAt');
  });
});
