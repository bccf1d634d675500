import { defineCollection } from '../common/collection';
import { courseDetailInputSchema, courseDetailSchema } from './course-details.schema';

/** One set of details per v1 course, addressed by its course. */
export const courseDetailEndpoint = {
  path: '/courses/:courseId/details',
  itemKey: 'courseDetail',
} as const;

export const courseDetailCollection = defineCollection({
  slug: 'course-details',
  label: 'course details',
  endpoint: courseDetailEndpoint,
  input: courseDetailInputSchema,
  read: courseDetailSchema,
  // The product's own admin client (docs/PRODUCT.md section 4) sends the detail back as it
  // read it: its course and the sum of its modules included.
  serverOwned: { courseId: 'fixed', totalDuration: 'computed' },
});
