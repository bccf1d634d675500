import { defineCollection } from '../common/collection';
import { courseV1Facts } from './courses-v1.facts';
import { courseV1InputSchema, courseV1Schema } from './courses-v1.schema';

/** The older catalogue (courses-v1.facts.ts says why its slug is 'course'). */
export const courseV1Collection = defineCollection({
  ...courseV1Facts,
  input: courseV1InputSchema,
  read: courseV1Schema,
});
