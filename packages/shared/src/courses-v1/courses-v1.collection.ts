import { defineCollection } from '../common/collection';
import { courseV1Facts } from './courses-v1.facts';
import { courseV1InputSchema, courseV1Schema } from './courses-v1.schema';

/** The older catalogue (courses-v1.facts.ts says why its slug is 'course'). */
export const courseV1Collection = defineCollection({
  ...courseV1Facts,
  input: courseV1InputSchema,
  read: courseV1Schema,
  // The slugs a course had: kept by the server so old links answer 301.
  serverOwned: { formerSlugs: 'computed' },
});
