import { defineCollectionFacts } from '../common/collection-facts';
import { courseV1Endpoint } from './courses-v1.endpoint';

/** The older catalogue; its slug 'course' predates v2 and names it in stored audit entries. */
export const courseV1Facts = defineCollectionFacts({
  slug: 'course',
  label: 'course (v1)',
  labels: {
    singular: 'course',
    plural: 'courses',
    fields: { title: 'Title', category: 'Category', price: 'Price', createdAt: 'Date added' },
    screen: {
      empty: 'No courses available at the moment.',
      deleteAlso: 'This will also delete all course details.',
    },
  },
  endpoint: courseV1Endpoint,
  // A course shows its instructor's name, read from the team; a category renamed in the
  // settings moves courses to the new name.
  dependsOn: ['team-member', 'site-settings'],
  admin: {
    columns: ['title', 'category', 'price', 'createdAt'],
    searchFields: ['title', 'category', 'instructor.name'],
    searchHint: 'Title, category or instructor',
    sorts: { title: 'text', category: 'text', price: 'number', createdAt: 'date' },
    defaultSort: 'createdAt',
  },
});
