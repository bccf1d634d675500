import type { CourseV1 } from '@tutoring/shared';
import type { InMemoryListSpec } from '../../../../lib/use-in-memory-list';

/** Manage Courses: searched by title, category or instructor; sorted by column. */
export const COURSE_V1_LIST: InMemoryListSpec<CourseV1> = {
  // No match is said by the list itself, in place of the spec's empty text.
  texts: {
    searchLabel: 'Search courses',
    searchHint: 'Title, category or instructor',
    pagesLabel: 'Course pages',
    noun: ['course', 'courses'],
  },
  fields: [
    { key: 'title', label: 'Title', kind: 'text', value: (course) => course.title },
    { key: 'category', label: 'Category', kind: 'text', value: (course) => course.category },
    { key: 'price', label: 'Price', kind: 'number', value: (course) => course.price },
    { key: 'createdAt', label: 'Date added', kind: 'date', value: (course) => course.createdAt },
  ],
  defaultSort: 'createdAt',
  searchText: (course) => [course.title, course.category, course.instructor?.name ?? ''].join(' '),
};
