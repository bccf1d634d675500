import { courseV2Facts, type CourseV2 } from '@tutoring/shared';
import { adminListOf } from '../../../../lib/admin-list';
import type { InMemoryListSpec } from '../../../../lib/use-in-memory-list';

/** Manage Courses V2: searched by title, exam type, mode or instructor; sorted by column. */
export const COURSE_V2_LIST: InMemoryListSpec<CourseV2> = {
  // No match is said by the list itself, in place of the spec's empty text.
  texts: {
    searchLabel: 'Search courses',
    searchHint: 'Title, exam type, mode or instructor',
    pagesLabel: 'Course pages',
    noun: ['course', 'courses'],
  },
  ...adminListOf<CourseV2>(courseV2Facts),
};
