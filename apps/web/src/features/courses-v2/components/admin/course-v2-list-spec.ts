import type { CourseV2 } from '@tutoring/shared';
import type { InMemoryListSpec } from '../../../../lib/use-in-memory-list';

const instructorName = (course: CourseV2) => course.instructor?.name ?? '';

/** Manage Courses V2: searched by title, exam type, mode or instructor; sorted by column. */
export const COURSE_V2_LIST: InMemoryListSpec<CourseV2> = {
  // No match is said by the list itself, in place of the spec's empty text.
  texts: {
    searchLabel: 'Search courses',
    searchHint: 'Title, exam type, mode or instructor',
    pagesLabel: 'Course pages',
    noun: ['course', 'courses'],
  },
  fields: [
    { key: 'title', label: 'Title', kind: 'text', value: (course) => course.title },
    { key: 'examType', label: 'Exam type', kind: 'text', value: (course) => course.examType },
    { key: 'status', label: 'Status', kind: 'text', value: (course) => course.status },
    {
      key: 'price',
      label: 'Hourly price',
      kind: 'number',
      // Courses without an hourly price go last in either direction's reading of "cheapest".
      value: (course) => course.price.hourly ?? Number.MAX_SAFE_INTEGER,
    },
    { key: 'createdAt', label: 'Date added', kind: 'date', value: (course) => course.createdAt },
  ],
  defaultSort: 'createdAt',
  searchText: (course) =>
    [course.title, course.examType, course.mode, instructorName(course)].join(' '),
};
