import { courseV1Facts, type CourseV1 } from '@tutoring/shared';
import { adminListOf } from '../../../../lib/admin-list';
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
  ...adminListOf<CourseV1>(courseV1Facts),
};
