import { defineCollection } from '../common/collection';
import { courseV2Endpoint } from './courses-v2.endpoint';
import { courseV2InputSchema, courseV2Schema } from './courses-v2.schema';

export const courseV2Collection = defineCollection({
  slug: 'course-v2',
  label: 'course (v2)',
  endpoint: courseV2Endpoint,
  input: courseV2InputSchema,
  read: courseV2Schema,
  // Set only through PUT /coursesv2/order; a course sent back as read keeps its rank.
  serverOwned: { featuredRank: 'computed' },
});
