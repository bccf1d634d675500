import { defineCollection } from '../common/collection';
import { courseV1Endpoint } from './courses-v1.endpoint';
import { courseV1InputSchema, courseV1Schema } from './courses-v1.schema';

/** The older catalogue; its slug 'course' predates v2 and names it in stored audit entries. */
export const courseV1Collection = defineCollection({
  slug: 'course',
  label: 'course (v1)',
  endpoint: courseV1Endpoint,
  input: courseV1InputSchema,
  read: courseV1Schema,
});
