import { defineCollectionFacts } from '../common/collection-facts';
import { courseV2Endpoint } from './courses-v2.endpoint';

export const courseV2Facts = defineCollectionFacts({
  slug: 'course-v2',
  label: 'course (v2)',
  labels: {
    singular: 'course',
    plural: 'courses',
    fields: {
      title: 'Title',
      examType: 'Exam type',
      status: 'Status',
      'price.hourly': 'Hourly price',
      createdAt: 'Date added',
    },
    // Its courses and the team load together: either failing is one error.
    screen: {
      heading: 'Manage Courses V2',
      add: 'Add New Course',
      loadFailed: 'Failed to load data.',
      empty: 'No courses available at the moment.',
    },
  },
  endpoint: courseV2Endpoint,
  // A course shows its instructor's name, read from the team.
  dependsOn: ['team-member'],
  admin: {
    columns: ['title', 'examType', 'status', 'price.hourly', 'createdAt'],
    searchFields: ['title', 'examType', 'mode', 'instructor.name'],
    searchHint: 'Title, exam type, mode or instructor',
    sorts: {
      title: 'text',
      examType: 'text',
      status: 'text',
      'price.hourly': 'number',
      createdAt: 'date',
    },
    defaultSort: 'createdAt',
  },
});
