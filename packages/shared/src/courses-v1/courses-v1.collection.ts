import { defineCollection } from '../common/collection';
import { courseV1InputSchema, courseV1Schema } from './courses-v1.schema';

export const courseV1Endpoint = {
  path: '/courses',
  listKey: 'courses',
  itemKey: 'course',
} as const;

/** The older catalogue; its slug 'course' predates v2 and names it in stored audit entries. */
export const courseV1Collection = defineCollection({
  slug: 'course',
  label: 'course (v1)',
  endpoint: courseV1Endpoint,
  input: courseV1InputSchema,
  read: courseV1Schema,
});
