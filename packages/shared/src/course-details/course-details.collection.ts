import { defineCollection } from '../common/collection';
import { courseDetailFacts } from './course-details.facts';
import { courseDetailInputSchema, courseDetailSchema } from './course-details.schema';

export const courseDetailCollection = defineCollection({
  ...courseDetailFacts,
  input: courseDetailInputSchema,
  read: courseDetailSchema,
  // The product's own admin client (docs/PRODUCT.md section 4) sends the detail back as it
  // read it: its course and the sum of its modules included.
  serverOwned: { courseId: 'fixed', totalDuration: 'computed' },
});
