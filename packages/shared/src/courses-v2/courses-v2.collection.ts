import { defineCollection } from '../common/collection';
import { courseV2Facts } from './courses-v2.facts';
import { courseV2InputSchema, courseV2Schema } from './courses-v2.schema';

export const courseV2Collection = defineCollection({
  ...courseV2Facts,
  input: courseV2InputSchema,
  read: courseV2Schema,
  // Set only through PUT /coursesv2/order; a course sent back as read keeps its rank.
  serverOwned: { featuredRank: 'computed', formerSlugs: 'computed' },
});
